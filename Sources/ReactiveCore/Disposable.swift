/// A handle that ends something — an observation, a binding — when ``dispose()`` is called.
///
/// Disposing is idempotent: the first call ends it and releases what it held (an observer's closure, an
/// action), so whatever that captured is freed; later calls do nothing. Releasing a disposable does *not*
/// dispose it: keep it, or give it to a ``Lifetime`` (`lifetime += disposable`), which disposes it when the
/// lifetime ends. `observe` returns one; ``AnyDisposable`` makes one from a closure.
@MainActor
public protocol Disposable: AnyObject {
    /// Whether ``dispose()`` has been called.
    var isDisposed: Bool { get }

    /// Ends what this disposable stands for, the first time; later calls do nothing.
    func dispose()
}
