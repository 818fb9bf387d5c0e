extension Signal {
    /// Sends `transform(value)` for every value this signal sends.
    @inlinable
    public func map<Mapped>(_ transform: @escaping @MainActor (Value) -> Mapped) -> Signal<Mapped> {
        let mapped = Signal<Mapped>()
        // Captures `mapped` strongly: ownership flows downstream, no weak load per value.
        add { mapped.send(transform($0)) }
        return mapped
    }

    /// Sends the values for which `isIncluded` returns true; drops the others.
    @inlinable
    public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> Signal<Value> {
        let filtered = Signal<Value>()
        add { value in
            if isIncluded(value) { filtered.send(value) }
        }
        return filtered
    }

    /// Sends the values this signal sends until `lifetime` ends, then nothing; when it ends the new
    /// signal stops observing this one and releases its own observers.
    public func take(during lifetime: Lifetime) -> Signal<Value> {
        let taken = Signal<Value>()
        guard !lifetime.hasEnded else { return taken }
        let observation = observe { taken.send($0) }
        lifetime.observeEnded { [weak taken] in
            observation.dispose()
            taken?.removeAll()
        }
        return taken
    }

    /// Sends every value any of `signals` sends, as it is sent.
    public static func merge(_ signals: Signal<Value>...) -> Signal<Value> {
        merge(signals)
    }

    /// Sends every value any of `signals` sends, as it is sent.
    public static func merge(_ signals: [Signal<Value>]) -> Signal<Value> {
        let merged = Signal<Value>()
        for signal in signals {
            signal.add { merged.send($0) }
        }
        return merged
    }
}

extension Signal where Value: Equatable {
    /// Sends a value unless it equals the one sent just before it (RAC's `distinctUntilChanged`); the
    /// first value is always sent.
    @inlinable
    public func skipRepeats() -> Signal<Value> {
        let distinct = Signal<Value>()
        var last: Value?
        add { value in
            guard value != last else { return }
            last = value
            distinct.send(value)
        }
        return distinct
    }
}

extension Signal where Value == Bool {
    /// Sends `!value` for every value this signal sends.
    @inlinable
    public func negate() -> Signal<Bool> {
        map { !$0 }
    }
}
