/// A value that changes over time: ``Property`` (read-only) or ``MutableProperty``. The operators (`map`,
/// `skipRepeats`, `negate`, `combineLatest`), `Property(capturing:)` and `<~` take either.
///
/// Only this library's two property types conform: ``source`` is how the operators attach to them, and only
/// they can make one.
@MainActor
public protocol PropertyProtocol<Value>: AnyObject {
    /// The type of the values.
    associatedtype Value

    /// The current value: the one observers were last sent.
    var value: Value { get }

    /// Sends every change from now on, not the current value.
    var signal: Signal<Value> { get }

    /// Calls `action` with the current value at once, then with every change, until the returned disposable
    /// is disposed or the property goes.
    @discardableResult
    func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable

    /// Where derived properties register and what they read: the operators' plumbing.
    var source: PropertySource<Value> { get }
}
