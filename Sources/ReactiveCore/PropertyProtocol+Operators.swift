extension PropertyProtocol {
    /// A property whose value is always `transform(value)`; it changes (and sends) whenever this property
    /// changes, equal results included.
    ///
    /// It holds this property, and follows it only while it is observed itself (see ``Property``).
    @inlinable
    public func map<Mapped>(_ transform: @escaping @MainActor (Value) -> Mapped) -> Property<Mapped> {
        let mapped = Property<Mapped>(storedValue: transform(source.storedValue))
        mapped.derivation = MapNode(source: source, target: mapped, transform: transform).derivation
        return mapped
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property with this property's value that sends a change only when the value differs from its own
    /// current value (RAC's `distinctUntilChanged`). Observing it still sends the current value first.
    ///
    /// It holds this property, and follows it only while it is observed itself (see ``Property``).
    @inlinable
    public func skipRepeats() -> Property<Value> {
        let distinct = Property<Value>(storedValue: source.storedValue)
        distinct.derivation = SkipRepeatsNode(source: source, target: distinct).derivation
        return distinct
    }
}

extension PropertyProtocol where Value == Bool {
    /// A property whose value is always `!value`.
    @inlinable
    public func negate() -> Property<Bool> {
        map { !$0 }
    }
}
