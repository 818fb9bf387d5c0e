precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

/// Somewhere a binding (`target <~ source`) delivers values: what to do with each value, and the lifetime that ends
/// the binding.
///
/// Widgets get theirs from the layer that knows them (MVVMReactive's `button.reactive.isEnabled`), each holding its
/// widget weakly and ending with the widget's lifetime:
/// `BindingTarget(lifetime: lifetime) { [weak button] in button?.isEnabled = $0 }`.
@MainActor
public struct BindingTarget<Value> {
    /// Bindings into this target end when this lifetime ends.
    public let lifetime: Lifetime

    /// Called with every value the source sends while the binding lasts.
    public let action: @MainActor (Value) -> Void

    /// A target that calls `action` until `lifetime` ends.
    public init(lifetime: Lifetime, action: @escaping @MainActor (Value) -> Void) {
        self.lifetime = lifetime
        self.action = action
    }
}

extension MutableProperty {
    /// Sets this property's value; bindings into it end when it goes. Holds it weakly, so a binding never keeps its
    /// target alive.
    public var bindingTarget: BindingTarget<Value> {
        weak let property = self
        return BindingTarget(lifetime: lifetime) { property?.value = $0 }
    }
}

/// Binds `source` to `target`: `target` gets every value `source` sends from now on, until the target's lifetime
/// ends or the source goes. Returns a disposable that ends it earlier.
///
/// A binding is an observation of `source` kept by the target's lifetime: it never keeps the target alive.
@MainActor
@discardableResult
public func <~ <Value>(target: BindingTarget<Value>, source: Signal<Value>) -> any Disposable {
    guard !target.lifetime.hasEnded else { return AnyDisposable.disposed }
    let binding = source.observe(target.action)
    target.lifetime += binding
    return binding
}

/// Binds `source` to `target`: `target` gets `source`'s current value at once, then every change, until the
/// target's lifetime ends or the source goes. Returns a disposable that ends it earlier.
@MainActor
@discardableResult
public func <~ <Source: PropertyProtocol>(target: BindingTarget<Source.Value>, source: Source) -> any Disposable {
    guard !target.lifetime.hasEnded else { return AnyDisposable.disposed }
    let binding = source.observe(target.action)
    target.lifetime += binding
    return binding
}

/// Binds `source` to the property `target`: every value `source` sends from now on becomes `target`'s value, until
/// `target` goes or `source` does.
@MainActor
@discardableResult
public func <~ <Value>(target: MutableProperty<Value>, source: Signal<Value>) -> any Disposable {
    target.bindingTarget <~ source
}

/// Binds `source` to the property `target`: `target` takes `source`'s current value at once, then every change,
/// until `target` goes or `source` does.
@MainActor
@discardableResult
public func <~ <Source: PropertyProtocol>(target: MutableProperty<Source.Value>, source: Source) -> any Disposable {
    target.bindingTarget <~ source
}
