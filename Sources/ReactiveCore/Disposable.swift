/// A handle that ends something — an observation, a binding — when ``dispose()`` is called.
///
/// Disposing is idempotent: the action runs on the first call only and is released right away, so
/// whatever it captured is freed. Releasing a `Disposable` does *not* dispose it: keep it, or give it to
/// a ``Lifetime`` (`lifetime += disposable`), which disposes it when the lifetime ends.
@MainActor
public final class Disposable {
    private var action: (@MainActor () -> Void)?

    /// Creates a disposable that runs `action` the first time it is disposed.
    public init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Whether ``dispose()`` has been called.
    public var isDisposed: Bool { action == nil }

    /// Runs the action if it has not run yet, then releases it; later calls do nothing.
    public func dispose() {
        guard let action else { return }
        self.action = nil
        action()
    }
}
