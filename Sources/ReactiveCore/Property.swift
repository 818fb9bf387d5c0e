/// A value that changes over time, read-only: its current ``value`` plus its changes.
///
/// The `RACObserve` of this library: ``observe(_:)`` sends the current value first, then every change. Get
/// one from the operators (`map`, `skipRepeats`, `negate`, `combineLatest`), as a read-only view of a
/// ``MutableProperty`` (``init(capturing:)``), as a constant (``init(value:)``) or from a signal
/// (``init(initial:then:)``). It is not a ``MutableProperty`` and cannot be cast to one.
///
/// A property's ``value`` is always the value its observers were last sent: a change made while the
/// property is delivering is queued (see ``Signal``) and becomes the value when its delivery starts.
///
/// Ownership: a derived property holds its sources, and registers on them only while it is observed itself.
/// Unobserved and unheld, it is freed and costs its sources nothing, even while they live on; observed, it
/// stays alive, with its sources, until the observation ends. Unobserved, it computes ``value`` from its
/// sources when asked.
@MainActor
public final class Property<Value>: PropertyProtocol, Node {
    @usableFromInline @exclusivity(unchecked) var observers = ObserverList<Value>()

    /// The value observers were last sent. An inactive derived property brings it up to date when read, and
    /// starts from a placeholder (see ``PropertySource/storedValue``).
    @usableFromInline @exclusivity(unchecked) var storedValue: Value

    /// How a derived property follows its sources; nil for a constant.
    @usableFromInline @exclusivity(unchecked) var derivation: Derivation?

    @inlinable
    init(storedValue: Value) {
        self.storedValue = storedValue
    }

    /// A property that always has `value` and never changes.
    public convenience init(value: Value) {
        self.init(storedValue: value)
    }

    /// A property that starts as `initial` and then takes every value `values` sends.
    ///
    /// Unlike the operators' properties it follows `values` for its whole life, observed or not (it must
    /// remember the last value sent), holding `values` meanwhile; `values` holds it weakly, so its owner alone
    /// keeps it, and when it goes it stops following.
    public convenience init(initial: Value, then values: Signal<Value>) {
        self.init(storedValue: initial)
        derivation = FollowedSignal(values, into: self).derivation
    }

    /// A read-only view of `property` (ReactiveSwift's `Property(capturing:)`): the same value and changes,
    /// and it keeps `property` alive. Expose a view model's ``MutableProperty`` this way.
    @inlinable
    public convenience init<Source: PropertyProtocol<Value>>(capturing property: Source) {
        self.init(storedValue: property.source.storedValue)
        derivation = MapNode(source: property.source, target: self) { $0 }.derivation
    }

    /// The current value: the one observers were last sent.
    @inlinable
    public var value: Value {
        if observers.count == 0 {
            perform(.refresh)
        }
        return storedValue
    }

    /// Sends every change from now on, not the current value. A new signal each time, following this
    /// property while it is observed.
    public var signal: Signal<Value> {
        Signal(following: self)
    }

    /// Calls `action` with the current value at once, then with every change, until the returned disposable
    /// is disposed or the property goes.
    ///
    /// Changes made while `action` handles the current value are queued and sent right after it. Observing a
    /// derived property keeps it, and its sources, alive until the observation ends.
    @inlinable
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        let observation = Observation(source: self, action: action)
        // Registered first (which starts a derived property following its sources and brings its value up to
        // date), so a change `action` makes while handling the current value reaches it too.
        add(observation)
        deliverAsOne({ action(storedValue) }, beforeDelivery: { storedValue = $0 })
        return observation
    }

    /// Where derived properties register and what they read.
    @inlinable
    public var source: PropertySource<Value> {
        PropertySource(.property(self))
    }

    // MARK: - Node

    /// Makes `newValue` the value and sends it to observers (queued if a delivery is under way).
    @inlinable
    func update(_ newValue: Value) {
        send(newValue) { storedValue = $0 }
    }

    @inlinable
    var isDerived: Bool {
        derivation != nil
    }

    @inlinable
    func didGainFirstObserver() {
        perform(.activate)
    }

    @inlinable
    func didLoseLastObserver() {
        perform(.deactivate)
    }

    /// Performs `step` on the derivation, if any, borrowing its node (this property owns it): copying the
    /// `Derivation` out would retain and release the node around the call, two atomic operations per step.
    @inlinable
    func perform(_ step: Derivation.Step) {
        guard let perform = derivation?.perform else { return }
        Unretained(derivation.unsafelyUnwrapped.node).borrow { perform($0, step) }
    }
}
