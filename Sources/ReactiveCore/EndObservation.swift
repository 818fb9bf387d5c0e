/// A call waiting for a lifetime to end (``Lifetime/observeEnded(_:)``): the lifetime runs it when it ends;
/// disposing it first cancels the call and releases it.
@MainActor
final class EndObservation: Disposable {
    private var action: (@MainActor () -> Void)?

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Whether the call has run or been cancelled.
    var isDisposed: Bool { action == nil }

    /// Cancels the call: it will not run when the lifetime ends.
    func dispose() {
        action = nil
    }

    /// Runs the call, unless it was cancelled; the lifetime calls this when it ends.
    func lifetimeDidEnd() {
        guard let action else { return }
        self.action = nil
        action()
    }
}
