precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

/// Somewhere a binding (`target <~ source`) delivers values: an action and the lifetime that ends it.
///
/// Make one for a widget in the layer that knows the widget (MVVMReactive), capturing it weakly:
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
    /// Sets this property's value; bindings end when the property is released. Holds it weakly, so a
    /// binding never keeps its target alive.
    @inlinable
    public var bindingTarget: BindingTarget<Value> {
        // `@inlinable` so the closure below is specialised in the client: built here, generically, it would set
        // `value` through metadata look-ups on every value bound (~1,400 instructions instead of ~260).
        // A `weak let`, not `[weak self]`: the compiler guards a captured weak variable with a dynamic exclusivity
        // check (`swift_beginAccess`) on every value; an immutable one needs none.
        weak let property = self
        return BindingTarget(lifetime: lifetime) { property?.value = $0 }
    }
}

/// Binds `source` to `target`: every value `source` sends from now on goes to `target`, until the
/// target's lifetime ends or the source is released. Returns a disposable that ends it earlier.
@MainActor
@discardableResult
public func <~ <Value>(target: BindingTarget<Value>, source: Signal<Value>) -> Disposable {
    bind(target) { source.observe($0) }
}

/// Binds `source` to `target`: `target` gets `source`'s current value at once, then every change,
/// until the target's lifetime ends or the source is released. Returns a disposable that ends it earlier.
@MainActor
@discardableResult
public func <~ <Value>(target: BindingTarget<Value>, source: Property<Value>) -> Disposable {
    bind(target) { source.observe($0) }
}

/// Binds `source` to the property `target`: every value `source` sends from now on becomes `target`'s
/// value, until `target` is released or `source` is.
@MainActor
@discardableResult
public func <~ <Value>(target: MutableProperty<Value>, source: Signal<Value>) -> Disposable {
    target.bindingTarget <~ source
}

/// Binds `source` to the property `target`: `target` takes `source`'s current value at once, then every
/// change, until `target` is released or `source` is.
@MainActor
@discardableResult
public func <~ <Value>(target: MutableProperty<Value>, source: Property<Value>) -> Disposable {
    target.bindingTarget <~ source
}

@MainActor
private func bind<Value>(
    _ target: BindingTarget<Value>,
    _ observe: @MainActor (@escaping @MainActor (Value) -> Void) -> Disposable
) -> Disposable {
    guard !target.lifetime.hasEnded else {
        let nothing = Disposable {}
        nothing.dispose()
        return nothing
    }
    let observation = observe(target.action)
    target.lifetime += observation
    return observation
}
