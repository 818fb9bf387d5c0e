/// A property whose value is the pair of `first`'s and `second`'s current values; it changes (and sends)
/// whenever either changes.
///
/// It holds both, and follows them only while it is observed itself (see ``Property``). When one source feeds
/// both inputs (a diamond), one change upstream produces two changes here, the first with only one side
/// updated: follow with `map` + `skipRepeats()` to see only real changes.
@inlinable
@MainActor
public func combineLatest<First: PropertyProtocol, Second: PropertyProtocol>(
    _ first: First,
    _ second: Second
) -> Property<(First.Value, Second.Value)> {
    combineLatest(first.source, second.source)
}

/// `combineLatest` of two sources: callable with concrete types from generic code (``Action``'s initialiser),
/// so the combined property is built, and updated, specialised.
@inlinable
@MainActor
func combineLatest<First, Second>(
    _ first: PropertySource<First>,
    _ second: PropertySource<Second>
) -> Property<(First, Second)> {
    let combined = Property<(First, Second)>(storedValue: (first.storedValue, second.storedValue))
    combined.derivation = CombineLatestNode(first, second, target: combined).derivation
    return combined
}

/// A property whose value is the triple of the three properties' current values; it changes (and sends)
/// whenever any of them changes.
///
/// Built from two pairs (the pair of `first` and `second`, paired with `third`): three inputs are rare, and
/// one change still makes one change here.
@inlinable
@MainActor
public func combineLatest<First: PropertyProtocol, Second: PropertyProtocol, Third: PropertyProtocol>(
    _ first: First,
    _ second: Second,
    _ third: Third
) -> Property<(First.Value, Second.Value, Third.Value)> {
    combineLatest(combineLatest(first, second), third).map { pair, third in (pair.0, pair.1, third) }
}
