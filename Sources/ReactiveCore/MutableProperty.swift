/// A property you can set: a view model's inputs (`viewModel.phone <~ field.reactive.continuousTextValues`).
///
/// Setting ``value`` sends the new value to observers before returning (queued if the property is delivering);
/// every assignment is sent, equal or not (put `skipRepeats()` downstream). Its ``lifetime`` ends when it goes,
/// which ends the bindings into it. Expose it read-only with `Property(capturing:)`: a ``Property`` is a separate
/// class, so it cannot be cast back to this one.
///
/// Ownership: its owner keeps it, and so does a read-only view of it; observing it never does. Properties derived from
/// it hold it while nobody observes them; observed, they follow it, and it holds them.
@MainActor
public final class MutableProperty<Value>: Node<Value>, PropertyProtocol {
    /// The value observers were last sent.
    private var storedValue: Value

    /// Made on first use of ``lifetime`` (most properties are never bound into), and ended as this property goes.
    private var ownLifetime: Lifetime?

    /// Creates a property whose value is `initialValue`.
    public init(_ initialValue: Value) {
        storedValue = initialValue
    }

    // The derived nodes following this property refer to it unowned: they learn it has gone.
    isolated deinit {
        ownLifetime?.end()
        end()
    }

    /// The current value; setting it sends the new value to every observer. A value set while the property is
    /// delivering becomes the value when its own delivery starts (rule 6).
    public var value: Value {
        get { storedValue }
        set { send(newValue) { storedValue = $0 } }
    }

    /// Ends when this property goes; bindings into it (`property <~ source`) end with it.
    public var lifetime: Lifetime {
        if let ownLifetime { return ownLifetime }
        let lifetime = Lifetime()
        ownLifetime = lifetime
        return lifetime
    }

    /// Sends every change from now on, not the current value. A new signal each time, following this property while
    /// it is observed.
    public var signal: Signal<Value> {
        Signal.Derived(following: self, transform: { $0 })
    }

    /// Calls `action` with the current value at once, then with every change, until the returned disposable is
    /// disposed or the property goes. Changes made while `action` handles the current value are queued and sent
    /// right after it (rule 7).
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        observe(action, through: nil)
    }

    /// ``observe(_:)``, for `view`, a read-only view of this property, if there is one: the observation keeps it.
    func observe(_ action: @escaping @MainActor (Value) -> Void, through view: AnyObject?) -> any Disposable {
        let observation = Observation(of: self, through: view, action: action)
        deliverAsOne({ action(storedValue) }, willDeliver: { storedValue = $0 })
        return observation
    }
}
