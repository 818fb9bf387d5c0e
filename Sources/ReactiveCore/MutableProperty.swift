/// A property you can set: a view model's inputs (`viewModel.phone <~ field.continuousTextValues(during: lifetime)`).
///
/// Setting ``value`` sends the new value to observers before returning (queued if the property is
/// delivering, see ``Property``); every assignment is sent, equal or not (use `skipRepeats()`
/// downstream). Its ``lifetime`` ends when it is released, which ends the bindings into it.
@MainActor
public final class MutableProperty<Value>: Property<Value> {
    private let token = Lifetime.Token()

    /// Creates a property whose value is `initialValue`.
    public init(_ initialValue: Value) {
        super.init(storedValue: initialValue)
    }

    /// The current value; setting it sends the new value to every observer.
    @inlinable
    override public var value: Value {
        get { storedValue }
        // `@inlinable` so a client's assignment runs code specialised for its `Value`: without it the setter is
        // specialised only while the compiler's default cross-module optimisation happens to inline it, and otherwise
        // runs generically (metadata look-ups on every update: ~1,180 instructions instead of 42).
        set { update(newValue) }
    }

    /// Ends when this property is released; bindings into it (`property <~ source`) end with it.
    public var lifetime: Lifetime { token.lifetime }
}
