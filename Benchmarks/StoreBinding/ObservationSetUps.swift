import StoreCore

/// Adds one observation per call to a long-lived store for `store.setup/observe`, so that the runner's numbers are the
/// observation's alone.
///
/// Each call makes an observer — a ``BindingTarget`` standing for what a cell keeps for its row — observes the store
/// with it, and returns it. The runner drops it at once while it times and counts allocations (its observation ends
/// with it), and keeps ``BenchmarkRunner/Settings/retainedObjects`` of them to read the bytes they retain. The store
/// forgets the observations of observers gone at its next action: every eighth call sends one, out of the sample
/// (``Untimed``), so the store's list stays as long as what the runner keeps.
@MainActor
final class ObservationSetUps {
    private let store: Store<Int, Int>
    private var callsSinceLastAction = 0

    init(store: Store<Int, Int>) {
        self.store = store
    }

    /// Makes an observer, observes the store with it, and returns it.
    func build() -> BindingTarget {
        if callsSinceLastAction == 8 {
            Untimed.run { store.send(store.state + 1) }
            callsSinceLastAction = 0
        }
        callsSinceLastAction += 1
        let row = BindingTarget()
        Self.observe(store, by: row)
        return row
    }

    /// Checks that `row`, just built, shows the store's state, and follows an action sent now.
    func verify(_ row: BindingTarget) throws {
        try row.verifyShows(lastValue: store.state)
        store.send(store.state + 1)
        try row.verifyShows(lastValue: store.state)
    }

    /// What every store benchmark observes: the `Bool` derived from the state, rendered into `row`.
    static func observe(_ store: Store<Int, Int>, by row: BindingTarget) {
        store.observe(BindingTarget.isEnabled(for:), by: row) { row, isEnabled in row.isEnabled = isEnabled }
    }
}
