/// A property whose value is the pair of `first`'s and `second`'s current values; it changes (and
/// sends) whenever either changes.
///
/// When one source feeds both inputs (a diamond), one change upstream produces two changes here, the
/// first with only one side updated: follow with `map` + `skipRepeats()` to see only real changes.
@inlinable
@MainActor
public func combineLatest<First, Second>(
    _ first: Property<First>,
    _ second: Property<Second>
) -> Property<(First, Second)> {
    let combined = Property<(First, Second)>(storedValue: (first.storedValue, second.storedValue))
    // Each side reads the other side's latest value from `combined` itself, so neither source
    // captures the other (that would be a retain cycle between the inputs).
    first.signal.add { combined.update(($0, combined.storedValue.1)) }
    second.signal.add { combined.update((combined.storedValue.0, $0)) }
    return combined
}

/// A property whose value is the triple of the three properties' current values; it changes (and
/// sends) whenever any of them changes.
@inlinable
@MainActor
public func combineLatest<First, Second, Third>(
    _ first: Property<First>,
    _ second: Property<Second>,
    _ third: Property<Third>
) -> Property<(First, Second, Third)> {
    let combined = Property<(First, Second, Third)>(
        storedValue: (first.storedValue, second.storedValue, third.storedValue)
    )
    first.signal.add { combined.update(($0, combined.storedValue.1, combined.storedValue.2)) }
    second.signal.add { combined.update((combined.storedValue.0, $0, combined.storedValue.2)) }
    third.signal.add { combined.update((combined.storedValue.0, combined.storedValue.1, $0)) }
    return combined
}
