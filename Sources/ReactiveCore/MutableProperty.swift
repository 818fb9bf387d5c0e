/// A property you can set: a view model's inputs (`viewModel.phone <~ field.reactive.continuousTextValues`).
///
/// Setting ``value`` sends the new value to observers before returning (queued if the property is
/// delivering); every assignment is sent, equal or not (use `skipRepeats()` downstream). Its ``lifetime`` ends
/// when it goes, which ends the bindings into it. Expose it read-only with `Property(capturing:)`: a
/// ``Property`` is a separate class, so the view cannot be cast back to this one.
///
/// Ownership: its owner keeps it; observing it never does. Properties derived from it hold it.
@MainActor
public final class MutableProperty<Value>: PropertyProtocol, Node {
    @usableFromInline @exclusivity(unchecked) var observers = ObserverList<Value>()

    /// The value observers were last sent.
    @usableFromInline @exclusivity(unchecked) var storedValue: Value

    /// Made on first use of ``lifetime``: most properties are never bound into.
    var token: Lifetime.Token?

    /// Creates a property whose value is `initialValue`.
    @inlinable
    public init(_ initialValue: Value) {
        storedValue = initialValue
    }

    /// The current value; setting it sends the new value to every observer.
    @inlinable
    public var value: Value {
        get { storedValue }
        // `@inlinable` so a client's assignment runs code specialised for its `Value`: without it the setter is
        // specialised only while the compiler's default cross-module optimisation happens to inline it, and otherwise
        // runs generically (metadata look-ups on every update: ~1,180 instructions instead of 42).
        set { send(newValue) { storedValue = $0 } }
    }

    /// Ends when this property goes; bindings into it (`property <~ source`) end with it.
    public var lifetime: Lifetime {
        if let token { return token.lifetime }
        let token = Lifetime.Token()
        self.token = token
        return token.lifetime
    }

    /// Sends every change from now on, not the current value. A new signal each time, following this
    /// property while it is observed.
    public var signal: Signal<Value> {
        Signal(following: self)
    }

    /// Calls `action` with the current value at once, then with every change, until the returned disposable
    /// is disposed or the property goes.
    ///
    /// Changes made while `action` handles the current value are queued and sent right after it.
    @inlinable
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        let observation = Observation(source: self, action: action)
        add(observation)
        deliverAsOne({ action(storedValue) }, beforeDelivery: { storedValue = $0 })
        return observation
    }

    /// Where derived properties register and what they read.
    @inlinable
    public var source: PropertySource<Value> {
        PropertySource(.mutable(self))
    }

    // MARK: - Node

    @inlinable
    var isDerived: Bool {
        false
    }

    @inlinable
    func didGainFirstObserver() {}

    @inlinable
    func didLoseLastObserver() {}
}
