/// What a ``TestStore``'s reducer reduced, kept for the test to assert: the state the test's own action left, and each
/// action an effect sent with the state it left, in order. The test store owns it; its reducer records here, and the
/// test store waits here for the next action or for work stopping, on a continuation, without polling.
@MainActor
final class TestStoreRecorder<State, Action> {
    /// The actions effects sent, each with the state its reduce left, oldest first, not yet asserted.
    var received: [(action: Action, state: State)] = []

    /// True from ``expectSentAction()`` until the next action is reduced: that one is the test's own.
    private var expectsSentAction = false

    /// The state the test's own action left, until taken.
    private var sentState: State?

    /// The test waiting for the next event, if one is.
    private var waiter: CheckedContinuation<Void, Never>?

    /// Marks the next action reduced as the one the test sends (all others come from effects).
    func expectSentAction() {
        expectsSentAction = true
    }

    /// The state the test's own action left, once.
    func takeSentState() -> State? {
        defer { sentState = nil }
        return sentState
    }

    /// Called by the reducer after each reduce.
    func record(_ action: Action, leaving state: State) {
        guard !expectsSentAction else {
            expectsSentAction = false
            sentState = state
            return
        }
        received.append((action, state))
        resumeWaiter()
    }

    /// Returns after the next action is received or work stops (``resumeWaiter()``); returns false, at once if
    /// need be, when the calling task is cancelled.
    func nextEvent() async -> Bool {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume()
                } else {
                    waiter = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.resumeWaiter() }
        }
        return !Task.isCancelled
    }

    /// Lets the waiting test, if any, look again.
    func resumeWaiter() {
        waiter?.resume()
        waiter = nil
    }
}
