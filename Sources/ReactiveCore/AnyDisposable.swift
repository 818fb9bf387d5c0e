/// A ``Disposable`` that runs a closure the first time it is disposed.
///
/// The closure is released as soon as it has run, so whatever it captured is freed.
@MainActor
public final class AnyDisposable: Disposable {
    private var action: (@MainActor () -> Void)?

    /// Creates a disposable that runs `action` the first time it is disposed.
    public init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// A disposable that has already been disposed: what binding to an ended lifetime returns.
    public static var disposed: AnyDisposable {
        let disposable = AnyDisposable {}
        disposable.dispose()
        return disposable
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
