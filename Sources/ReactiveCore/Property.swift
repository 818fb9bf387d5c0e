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
/// Ownership: a derived property holds its sources and follows them only while it is observed. Nobody observing or
/// holding it, it is freed — even while its sources live on — and costs them nothing; unobserved, it reads its value
/// from them when asked. Observed, it lives, with its sources, until the observation ends.
@MainActor
public final class Property<Value>: Node<Value>, PropertyProtocol {
    /// The value observers were last sent; while a derived property is not observed, brought up to date when read.
    var storedValue: Value

    /// How a derived property starts and stops following its sources and reads its value from them; nil for a
    /// constant.
    private let derivation: (@MainActor (Property<Value>, Step) -> Void)?

    init(storedValue: Value, derivation: (@MainActor (Property<Value>, Step) -> Void)?) {
        self.storedValue = storedValue
        self.derivation = derivation
    }

    /// A property derived from `source`: its value is always `transform(source.value)`. While it is observed it
    /// follows `source`, and changes (and sends) with every value `source` sends, unless `isRepeat` says the new value
    /// repeats its current one.
    convenience init<Source: PropertyProtocol>(
        deriving source: Source,
        transform: @escaping @MainActor (Source.Value) -> Value,
        isRepeat: (@MainActor (Value, Value) -> Bool)? = nil
    ) {
        self.init(storedValue: transform(source.value)) { property, step in
            switch step {
            case .start:
                source.node.add(property) { value in
                    let newValue = transform(value)
                    if let isRepeat, isRepeat(newValue, property.storedValue) { return }
                    property.update(newValue)
                }
                // After registering, which starts a derived source following its own: its value is up to date.
                property.storedValue = transform(source.value)
            case .stop:
                source.node.remove(property)
            case .refresh:
                property.storedValue = transform(source.value)
            }
        }
    }

    /// A property that always has `value` and never changes.
    public convenience init(value: Value) {
        self.init(storedValue: value, derivation: nil)
    }

    /// A read-only view of `property` (ReactiveSwift's `Property(capturing:)`): its value and changes, and it keeps
    /// `property` alive. Expose a view model's ``MutableProperty`` this way.
    public convenience init(capturing property: MutableProperty<Value>) {
        self.init(deriving: property, transform: { $0 })
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
    public var value: Value {
        if observers.isEmpty {
            perform(.refresh)
        }
        return storedValue
    }

    /// Sends every change from now on, not the current value. A new signal each time, following this property while
    /// it is observed.
    public var signal: Signal<Value> {
        Signal(following: self) { value, changes in changes.send(value) }
    }

    /// Calls `action` with the current value at once, then with every change, until the returned disposable is
    /// disposed or the property goes. Changes made while `action` handles the current value are queued and sent
    /// right after it (rule 7). Observing a derived property keeps it, and its sources, alive until the observation
    /// ends.
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        let observation = Observation(of: self)
        // Registered first, which starts a derived property following its sources and brings its value up to date.
        add(observation, action: action)
        deliverAsOne({ action(storedValue) }, willDeliver: { storedValue = $0 })
        return observation
    }

    /// Makes `newValue` the value and sends it to the observers (queued if a delivery is under way).
    func update(_ newValue: Value) {
        send(newValue) { storedValue = $0 }
    }

    // MARK: - Node

    override var isDerived: Bool {
        derivation != nil
    }

    override func perform(_ step: Step) {
        derivation?(self, step)
    }
}
