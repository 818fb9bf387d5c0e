extension Signal {
    /// Sends `transform(value)` for every value this signal sends.
    ///
    /// Like every operator here it makes a derived signal, which holds this one and follows it while observed (see
    /// ``Signal``).
    public func map<Mapped>(_ transform: @escaping @MainActor (Value) -> Mapped) -> Signal<Mapped> {
        Signal<Mapped>(following: self) { value, mapped in mapped.send(transform(value)) }
    }

    /// Sends the values for which `isIncluded` returns true, and drops the others.
    public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> Signal<Value> {
        Signal(following: self) { value, filtered in
            if isIncluded(value) {
                filtered.send(value)
            }
        }
    }

    /// Sends the values this signal sends until `lifetime` ends; then it lets its observers go and sends nothing
    /// more. It watches `lifetime` only while it is observed.
    public func take(during lifetime: Lifetime) -> Signal<Value> {
        var hasEnded = lifetime.hasEnded
        var lifetimeObservation: (any Disposable)?
        return Signal { taken, step in
            switch step {
            case .start:
                guard !hasEnded else { return }
                self.add(taken) { taken.send($0) }
                lifetimeObservation = lifetime.observeEnded { [weak taken] in
                    hasEnded = true
                    taken?.removeAllObservers()
                }
            case .stop:
                self.remove(taken)
                lifetimeObservation?.dispose()
                lifetimeObservation = nil
            case .refresh:
                break
            }
        }
    }

    /// Sends every value any of `signals` sends, as it is sent.
    public static func merge(_ signals: Signal<Value>...) -> Signal<Value> {
        Signal { merged, step in
            for signal in signals {
                switch step {
                case .start: signal.add(merged) { merged.send($0) }
                case .stop: signal.remove(merged)
                case .refresh: break
                }
            }
        }
    }
}

extension Signal where Value: Equatable {
    /// Sends a value unless it equals the one sent just before it (RAC's `distinctUntilChanged`); the first value is
    /// always sent.
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
    public func negate() -> Signal<Bool> {
        map { !$0 }
    }
}
