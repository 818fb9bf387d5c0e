/// A value that changes over time, read-only: its current ``value`` plus a ``signal`` of its changes.
///
/// The `RACObserve` of this library: ``observe(_:)`` sends the current value first, then every change.
/// Get one from a ``MutableProperty`` (a `MutableProperty` *is* a `Property`, so expose it with that
/// type to make it read-only), from operators (`map`, `skipRepeats`, `negate`, `combineLatest`), as a
/// constant (``init(value:)``) or from a signal (``init(initial:then:)``).
///
/// A property's ``value`` is always the value its observers were last sent: a change made while the
/// property is delivering is queued (see ``Signal``) and becomes the value when its delivery starts.
/// A derived property is kept alive by the property it is derived from, not the other way round.
@MainActor
public class Property<Value> {
    // The value observers were last sent. Read on every update of a derived property: see `Signal`
    // for why exclusivity checks are off.
    @usableFromInline @exclusivity(unchecked) final var storedValue: Value

    /// The changes: sends each new value, not the current one.
    public final let signal: Signal<Value>

    @usableFromInline
    init(storedValue: Value) {
        self.storedValue = storedValue
        self.signal = Signal()
    }

    /// A property that always has `value` and never changes.
    public convenience init(value: Value) {
        self.init(storedValue: value)
    }

    /// A property that starts as `initial` and then takes every value `values` sends.
    ///
    /// `values` keeps the new property alive (ownership flows downstream).
    public convenience init(initial: Value, then values: Signal<Value>) {
        self.init(storedValue: initial)
        values.add { [self] in update($0) }
    }

    /// The current value: the one observers were last sent.
    public var value: Value { storedValue }

    /// Calls `action` with the current value at once, then with every change, until the returned
    /// disposable is disposed or the property is released.
    ///
    /// Changes made while `action` handles the current value are queued and sent right after it.
    @discardableResult
    public final func observe(_ action: @escaping @MainActor (Value) -> Void) -> Disposable {
        // Registered first, so a change `action` makes while handling the current value reaches it too.
        let observation = signal.observe(action)
        signal.deliverAsOne({ action(storedValue) }, beforeDelivery: { storedValue = $0 })
        return observation
    }

    /// Makes `newValue` the value and sends it to observers (queued if a delivery is under way).
    @inlinable
    final func update(_ newValue: Value) {
        signal.send(newValue) { storedValue = $0 }
    }
}
