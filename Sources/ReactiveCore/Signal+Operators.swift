extension Signal {
    /// Sends `transform(value)` for every value this signal sends.
    ///
    /// Like every operator here it makes a derived signal, which follows this one while observed (see ``Signal``).
    public func map<Mapped>(_ transform: @escaping @MainActor (Value) -> Mapped) -> Signal<Mapped> {
        Signal<Mapped>.Derived(following: self, transform: transform)
    }

    /// Sends the values for which `isIncluded` returns true, and drops the others.
    public func filter(_ isIncluded: @escaping @MainActor (Value) -> Bool) -> Signal<Value> {
        Derived(following: self, transform: { $0 }, isIncluded: isIncluded)
    }

    /// Sends the values this signal sends until `lifetime` ends; then it lets its observers go and sends nothing
    /// more. It watches `lifetime` only while it is observed.
    public func take(during lifetime: Lifetime) -> Signal<Value> {
        Derived(following: self, transform: { $0 }, during: lifetime)
    }

    /// Sends every value any of `signals` sends, as it is sent.
    public static func merge(_ signals: Signal<Value>...) -> Signal<Value> {
        Merged(following: signals)
    }

    /// A signal derived from one source: while observed, it follows the source and sends `transform(value)` for each
    /// value `isIncluded` accepts, until `lifetime` ends. `map`, `filter`, `take(during:)` and a property's changes.
    final class Derived<Source>: Signal<Value> {
        private var upstream: Upstream<Source>
        private let transform: @MainActor (Source) -> Value
        private let isIncluded: (@MainActor (Source) -> Bool)?
        private let lifetime: Lifetime?
        private var lifetimeEnd: (any Disposable)?

        init(
            following source: Node<Source>,
            transform: @escaping @MainActor (Source) -> Value,
            isIncluded: (@MainActor (Source) -> Bool)? = nil,
            during lifetime: Lifetime? = nil
        ) {
            upstream = Upstream(source)
            self.transform = transform
            self.isIncluded = isIncluded
            self.lifetime = lifetime
            super.init(derivation: { ($0 as! Derived).perform($1) }, never: lifetime?.hasEnded == true)
        }

        private func receive(_ value: Source) {
            if let isIncluded, !isIncluded(value) { return }
            send(transform(value))
        }

        private func perform(_ step: Step) {
            guard upstream.perform(step, as: .follower(self) { ($0 as! Derived).receive($1) }) else { return end() }
            if case .start = step {
                lifetimeEnd = lifetime?.observeEnded { [weak self] in self?.end() }
            } else if case .stop = step {
                lifetimeEnd?.dispose()
            }
        }
    }

    /// A signal that, while observed, follows several signals and sends every value any of them sends (`merge`).
    final class Merged: Signal<Value> {
        private var upstreams: [Upstream<Value>]

        init(following sources: [Signal<Value>]) {
            upstreams = sources.map { Upstream($0) }
            super.init(derivation: { ($0 as! Merged).perform($1) })
        }

        private func perform(_ step: Step) {
            var followsAny = false
            for index in upstreams.indices {
                let follows = upstreams[index].perform(step, as: .follower(self) { ($0 as! Merged).send($1) })
                followsAny = followsAny || follows
            }
            if !followsAny { end() }
        }
    }
}

extension Signal where Value: Equatable {
    /// Sends a value unless it equals the one sent just before it (RAC's `distinctUntilChanged`); the first value is
    /// always sent.
    public func skipRepeats() -> Signal<Value> {
        var last: Value?
        return filter { value in
            guard value != last else { return false }
            last = value
            return true
        }
    }
}

extension Signal where Value == Bool {
    /// Sends `!value` for every value this signal sends.
    public func negate() -> Signal<Bool> {
        map { !$0 }
    }
}
