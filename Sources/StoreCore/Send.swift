/// How an effect's work sends actions back to its store: `send(.loginResponse(result))`.
///
/// The store makes one for each piece of work it starts and holds nothing through it: a `Send` refers to its store
/// weakly, so work still running never keeps a released screen's store alive. Once the work is cancelled (by id, by
/// a restart, or because the store went) it delivers nothing, so a late answer changes nothing. Call it from the
/// work itself (its task, or a child task of it), where that cancellation is visible.
@MainActor
public struct Send<Action>: Sendable {
    let deliver: @MainActor (Action) -> Void

    /// Sends `action` to the store, unless the work sending it was cancelled or the store is gone.
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}
