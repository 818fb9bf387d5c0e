extension Property {
    /// A property whose value is always `transform(value)`: its current value is computed now, and it
    /// changes (and sends) whenever this property changes, equal results included.
    @inlinable
    public func map<Mapped>(_ transform: @escaping @MainActor (Value) -> Mapped) -> Property<Mapped> {
        let mapped = Property<Mapped>(storedValue: transform(storedValue))
        // Captures `mapped` strongly: ownership flows downstream, no weak load per update.
        signal.add { mapped.update(transform($0)) }
        return mapped
    }
}

extension Property where Value: Equatable {
    /// A property with this property's value that sends a change only when the value differs from its
    /// own current value (RAC's `distinctUntilChanged`). Observing it still sends the current value first.
    @inlinable
    public func skipRepeats() -> Property<Value> {
        let distinct = Property<Value>(storedValue: storedValue)
        // `distinct` only changes from this closure, one value at a time (this property queues
        // re-entrant changes), so its stored value is the last one accepted.
        signal.add { value in
            if value != distinct.storedValue { distinct.update(value) }
        }
        return distinct
    }
}

extension Property where Value == Bool {
    /// A property whose value is always `!value`.
    @inlinable
    public func negate() -> Property<Bool> {
        map { !$0 }
    }
}
