/// A value that changes over time: ``Property`` (read-only) or ``MutableProperty``. The operators (`map`,
/// `skipRepeats`, `negate`, `combineLatest`) and `<~` take either.
///
/// Only this library's two property types conform: both are nodes, which the operators register on.
@MainActor
public protocol PropertyProtocol<Value>: AnyObject {
    /// The type of the values.
    associatedtype Value

    /// The current value: the one observers were last sent.
    var value: Value { get }

    /// Sends every change from now on, not the current value.
    var signal: Signal<Value> { get }

    /// Calls `action` with the current value at once, then with every change, until the returned disposable is
    /// disposed or the property goes.
    @discardableResult
    func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable
}

extension PropertyProtocol {
    /// The node derived properties and signals register on, and read this property's value from: the property itself,
    /// or the mutable property a read-only view shows.
    var node: Node<Value> {
        if let view = self as? Property<Value>, let captured = view.captured { return captured }
        guard let node = self as? Node<Value> else { preconditionFailure("\(Self.self) is not ReactiveCore's") }
        return node
    }
}
