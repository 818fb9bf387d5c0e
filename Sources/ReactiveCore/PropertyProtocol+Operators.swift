extension PropertyProtocol {
    /// A property whose value is always `transform(value)`; it changes (and sends) whenever this property changes,
    /// equal results included.
    ///
    /// Like every operator here it makes a derived property, which follows this one while observed (see
    /// ``Property``).
    public func map<Mapped>(_ transform: @escaping @MainActor (Value) -> Mapped) -> Property<Mapped> {
        Property.Derived(following: node, transform: transform)
    }
}

extension PropertyProtocol where Value: Equatable {
    /// A property with this property's value that changes only when the value differs from its current one (RAC's
    /// `distinctUntilChanged`). Observing it still sends the current value first.
    public func skipRepeats() -> Property<Value> {
        Property.Derived(following: node, transform: { $0 }, isRepeat: { $0 == $1 })
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
    Property.Combined(first.node, second.node)
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

extension Property {
    /// A property derived from one source: its value is always `transform(source's value)`. While observed, it
    /// follows the source and changes (and sends) with every value the source sends, unless `isRepeat` says the new
    /// value repeats its current one. `map` and `skipRepeats`.
    final class Derived<Input>: Property<Value> {
        private var upstream: Upstream<Input>
        private let transform: @MainActor (Input) -> Value
        private let isRepeat: (@MainActor (Value, Value) -> Bool)?

        init(
            following source: Node<Input>,
            transform: @escaping @MainActor (Input) -> Value,
            isRepeat: (@MainActor (Value, Value) -> Bool)? = nil
        ) {
            upstream = Upstream(source)
            self.transform = transform
            self.isRepeat = isRepeat
            super.init(storedValue: transform(source.latest), derivation: { ($0 as! Derived).perform($1) })
        }

        private func receive(_ value: Input) {
            let newValue = transform(value)
            if let isRepeat, isRepeat(newValue, storedValue) { return }
            update(newValue)
        }

        private func perform(_ step: Step) {
            // Registering (`start`) starts a derived source following its own: its value is up to date after.
            guard upstream.perform(step, as: .follower(self) { ($0 as! Derived).receive($1) }) else { return end() }
            if case .start = step {
                perform(.refresh)
            } else if case .refresh = step, let source = upstream.source {
                storedValue = transform(source.latest)
            }
        }
    }

    /// The pair of two properties' current values (`combineLatest`). While observed, it follows both; each side
    /// takes the other's latest value from the pair itself.
    final class Combined<First, Second>: Property<(First, Second)> where Value == (First, Second) {
        private var first: Upstream<First>
        private var second: Upstream<Second>

        init(_ first: Node<First>, _ second: Node<Second>) {
            self.first = Upstream(first)
            self.second = Upstream(second)
            super.init(storedValue: (first.latest, second.latest), derivation: { ($0 as! Combined).perform($1) })
        }

        private func perform(_ step: Step) {
            let hasFirst = first.perform(step, as: .follower(self) { ($0 as! Combined).update(first: $1) })
            let hasSecond = second.perform(step, as: .follower(self) { ($0 as! Combined).update(second: $1) })
            switch step {
            case .start, .refresh:
                storedValue = (first.source?.latest ?? storedValue.0, second.source?.latest ?? storedValue.1)
            case .forget where !hasFirst && !hasSecond:
                end()
            default:
                break
            }
        }

        // Each side takes the other's latest value from the pair itself.
        private func update(first value: First) {
            update((value, storedValue.1))
        }

        private func update(second value: Second) {
            update((storedValue.0, value))
        }
    }
}
