/// A value that changes over time, read-only: its current ``value`` plus its changes.
///
/// The `RACObserve` of this library: ``observe(_:)`` sends the current value first, then every change. Get one from
/// the operators (`map`, `skipRepeats`, `negate`, `combineLatest`), as a read-only view of a ``MutableProperty``
/// (``init(capturing:)``), as a constant (``init(value:)``) or from a signal (``init(initial:then:)``). It cannot be
/// cast to a ``MutableProperty``.
///
/// A property's ``value`` is always the value its observers were last sent: a change made while it is delivering is
/// queued, and becomes the value when its own delivery starts.
///
/// Ownership: a derived property holds its sources while nobody observes it, and reads its value from them when asked;
/// nobody holding it, it is freed — even while its sources live on — and costs them nothing. Observed, it follows them
/// and they hold it, so it lives as long as they do, or until its observations end.
@MainActor
public class Property<Value>: Node<Value>, PropertyProtocol {
    /// The value observers were last sent; while a derived property is not observed, brought up to date when read.
    final var storedValue: Value

    /// The mutable property a read-only view shows (``init(capturing:)``), which it holds: observing the view, or
    /// deriving from it, observes and follows that property itself. Nil for any other property.
    final let captured: MutableProperty<Value>?

    init(
        storedValue: Value,
        capturing captured: MutableProperty<Value>? = nil,
        derivation: (@MainActor (Node<Value>, Step) -> Void)? = nil,
        never: Bool = false
    ) {
        self.storedValue = storedValue
        self.captured = captured
        super.init(derivation: derivation, never: never)
    }

    /// A property that always has `value` and never changes.
    public convenience init(value: Value) {
        self.init(storedValue: value, never: true)
    }

    /// A read-only view of `property` (ReactiveSwift's `Property(capturing:)`): its value and changes, and it keeps
    /// `property` alive. Expose a view model's ``MutableProperty`` this way.
    public convenience init(capturing property: MutableProperty<Value>) {
        self.init(storedValue: property.value, capturing: property)
    }

    /// A property that starts as `initial` and then takes every value `values` sends, for as long as it lives.
    ///
    /// A mutable property `values` is bound into, seen read-only. `values` holds it weakly, so its owner alone keeps it
    /// (and an observation, while there is one); when it goes, the binding ends.
    public convenience init(initial: Value, then values: Signal<Value>) {
        let storage = MutableProperty(initial)
        storage <~ values
        self.init(capturing: storage)
    }

    /// The current value: the one observers were last sent.
    public final var value: Value {
        captured?.value ?? latest
    }

    /// Sends every change from now on, not the current value. A new signal each time, following this property while
    /// it is observed.
    public final var signal: Signal<Value> {
        captured?.signal ?? Signal.Derived(following: self, transform: { $0 })
    }

    /// Calls `action` with the current value at once, then with every change, until the returned disposable is
    /// disposed or the property goes. Changes made while `action` handles the current value are queued and sent
    /// right after it (rule 7). Observing a derived property keeps it, and its sources, alive until the observation
    /// ends.
    @discardableResult
    public final func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        if let captured { return captured.observe(action, through: self) }
        // Registered first, which starts a derived property following its sources and brings its value up to date.
        let observation = Observation(of: self, action: action)
        deliverAsOne({ action(storedValue) }, willDeliver: { storedValue = $0 })
        return observation
    }

    /// Makes `newValue` the value and sends it to the observers (queued if a delivery is under way).
    final func update(_ newValue: Value) {
        send(newValue) { storedValue = $0 }
    }
}
