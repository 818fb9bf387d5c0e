extension PropertyProtocol {
    /// A property whose value is always `transform(value)`; it changes (and sends) whenever this property changes,
    /// equal results included.
    ///
    /// Like every operator here it makes a derived property, which holds this one and follows it while observed (see
    /// ``Property``).
    public func map<Mapped>(_ transform: @escaping @MainActor (Value) -> Mapped) -> Property<Mapped> {
        Property(deriving: self, transform: transform)
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property with this property's value that changes only when the value differs from its current one (RAC's
    /// `distinctUntilChanged`). Observing it still sends the current value first.
    public func skipRepeats() -> Property<Value> {
        Property(deriving: self, transform: { $0 }, isRepeat: { $0 == $1 })
    }
}

extension PropertyProtocol where Value == Bool {
    /// A property whose value is always `!value`.
    public func negate() -> Property<Bool> {
        map { !$0 }
    }
}

/// A property whose value is the pair of `first`'s and `second`'s current values; it changes (and sends) whenever
/// either changes.
///
/// When one source feeds both (a diamond), one change upstream arrives twice, first with only one side updated:
/// follow with `map` + `skipRepeats()` to see only real changes.
@MainActor
public func combineLatest<First: PropertyProtocol, Second: PropertyProtocol>(
    _ first: First,
    _ second: Second
) -> Property<(First.Value, Second.Value)> {
    return Property(storedValue: (first.value, second.value)) { pair, step in
        switch step {
        case .start:
            // Each side takes the other's latest value from the pair itself.
            first.node.add(pair) { pair.update(($0, pair.storedValue.1)) }
            second.node.add(pair) { pair.update((pair.storedValue.0, $0)) }
            pair.storedValue = (first.value, second.value)
        case .stop:
            first.node.remove(pair)
            second.node.remove(pair)
        case .refresh:
            pair.storedValue = (first.value, second.value)
        }
    }
}

/// A property whose value is the triple of the three properties' current values; it changes (and sends) whenever
/// any of them changes.
@MainActor
public func combineLatest<First: PropertyProtocol, Second: PropertyProtocol, Third: PropertyProtocol>(
    _ first: First,
    _ second: Second,
    _ third: Third
) -> Property<(First.Value, Second.Value, Third.Value)> {
    combineLatest(combineLatest(first, second), third).map { pair, third in (pair.0, pair.1, third) }
}
