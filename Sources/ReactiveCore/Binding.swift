precedencegroup BindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
}

infix operator <~ : BindingPrecedence

extension MutableProperty {
    /// Sets this property's value; bindings end when the property goes. Holds it weakly, so a binding never
    /// keeps its target alive.
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
/// target's lifetime ends or the source goes. Returns a disposable that ends it earlier.
///
/// The binding is an observation of `source` kept by the target's lifetime: a derived source stays alive
/// until the binding ends.
@inlinable
@MainActor
@discardableResult
public func <~ <Value>(target: BindingTarget<Value>, source: Signal<Value>) -> any Disposable {
    bind(target) { source.observe($0) }
}

/// Binds `source` to `target`: `target` gets `source`'s current value at once, then every change,
/// until the target's lifetime ends or the source goes. Returns a disposable that ends it earlier.
@inlinable
@MainActor
@discardableResult
public func <~ <Source: PropertyProtocol>(target: BindingTarget<Source.Value>, source: Source) -> any Disposable {
    bind(target) { source.observe($0) }
}

/// Binds `source` to the property `target`: every value `source` sends from now on becomes `target`'s
/// value, until `target` goes or `source` does.
@inlinable
@MainActor
@discardableResult
public func <~ <Value>(target: MutableProperty<Value>, source: Signal<Value>) -> any Disposable {
    target.bindingTarget <~ source
}

/// Binds `source` to the property `target`: `target` takes `source`'s current value at once, then every
/// change, until `target` goes or `source` does.
@inlinable
@MainActor
@discardableResult
public func <~ <Source: PropertyProtocol>(target: MutableProperty<Source.Value>, source: Source) -> any Disposable {
    target.bindingTarget <~ source
}

/// Observes the source through `observe` and gives the observation to the target's lifetime; `@inlinable`, like
/// the operators, so the observation is built specialised for the client's types.
@inlinable
@MainActor
func bind<Value>(
    _ target: BindingTarget<Value>,
    _ observe: @MainActor (@escaping @MainActor (Value) -> Void) -> any Disposable
) -> any Disposable {
    guard !target.lifetime.hasEnded else {
        return AnyDisposable.disposed
    }
    let observation = observe(target.action)
    target.lifetime += observation
    return observation
}
