/// How an effect's work sends actions back to its store: `send(.loginResponse(result))`.
///
/// The store makes one for each piece of work it starts; it holds the store weakly, and delivers nothing once the
/// work is cancelled. Call it from the work itself (its task, or a child task), where that cancellation is visible.
@MainActor
public struct Send<Action>: Sendable {
    let deliver: @MainActor (Action) -> Void

    /// Sends `action` to the store, unless the work sending it was cancelled or the store is gone.
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}
