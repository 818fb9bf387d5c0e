extension Task where Success == Void, Failure == Never {
    /// Waits until the task has ended. If the waiting test is cancelled first — its time limit ran out — the task is
    /// cancelled too, so work that never ends fails the test instead of hanging the whole run.
    public func waitForEnd() async {
        await withTaskCancellationHandler {
            await value
        } onCancel: {
            cancel()
        }
    }
}
