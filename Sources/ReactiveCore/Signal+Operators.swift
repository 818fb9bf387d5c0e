extension Signal {
    /// A derived signal that, while it is observed, follows `source` and sends what `relay` decides for each
    /// of its values.
    @inlinable
    convenience init<Source: Node>(
        following source: Source,
        relay: @escaping @MainActor (Source.Value, Signal<Value>) -> Void
    ) {
        self.init()
        derivation = SignalRelay(source: source, target: self, relay: relay).derivation
    }

    /// A signal of the changes of `property`, following it while observed.
    @inlinable
    convenience init<Source: Node>(following property: Source) where Source.Value == Value {
        self.init(following: property) { value, changes in changes.send(value) }
    }

    /// Sends `transform(value)` for every value this signal sends.
    ///
    /// The new signal holds this one, and follows it only while it is observed itself (see ``Signal``).
    @inlinable
    public func map<Mapped>(_ transform: @escaping @MainActor (Value) -> Mapped) -> Signal<Mapped> {
        Signal<Mapped>(following: self) { value, mapped in mapped.send(transform(value)) }
    }

    /// Sends the values for which `isIncluded` returns true; drops the others.
    ///
    /// The new signal holds this one, and follows it only while it is observed itself (see ``Signal``).
    @inlinable
    public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> Signal<Value> {
        Signal(following: self) { value, filtered in
            if isIncluded(value) { filtered.send(value) }
        }
    }

    /// Sends the values this signal sends until `lifetime` ends, then nothing: when it ends, the new signal
    /// stops following this one and lets its observers go.
    public func take(during lifetime: Lifetime) -> Signal<Value> {
        let taken = Signal<Value>()
        taken.derivation = TakeDuringNode(source: self, target: taken, lifetime: lifetime).derivation
        return taken
    }

    /// Sends every value any of `signals` sends, as it is sent.
    public static func merge(_ signals: Signal<Value>...) -> Signal<Value> {
        merge(signals)
    }

    /// Sends every value any of `signals` sends, as it is sent.
    ///
    /// The new signal holds them all, and follows them only while it is observed itself (see ``Signal``).
    public static func merge(_ signals: [Signal<Value>]) -> Signal<Value> {
        let merged = Signal<Value>()
        merged.derivation = MergedSignals(signals, into: merged).derivation
        return merged
    }
}

extension Signal where Value: Equatable {
    /// Sends a value unless it equals the one sent just before it (RAC's `distinctUntilChanged`); the first
    /// value is always sent.
    @inlinable
    public func skipRepeats() -> Signal<Value> {
        var last: Value?
        return Signal(following: self) { value, distinct in
            guard value != last else { return }
            last = value
            distinct.send(value)
        }
    }
}

extension Signal where Value == Bool {
    /// Sends `!value` for every value this signal sends.
    @inlinable
    public func negate() -> Signal<Bool> {
        map { !$0 }
    }
}
