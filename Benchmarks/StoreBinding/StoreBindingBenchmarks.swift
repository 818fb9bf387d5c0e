import StoreCore

extension BenchmarkRegistry {
    /// The unidirectional store's binding and what an observation costs to make and to end.
    ///
    /// - `binding/store-send`, in the `binding` group so its ratio is to `binding/direct`: the same work (derive a `Bool`
    ///   from an `Int` with ``BindingTarget/isEnabled(for:)`` and store it in a ``BindingTarget``), carried as one
    ///   action through the store's reducer into an observer's render — a keystroke's path in the Unidirectional
    ///   style. The reducer keeps the action's value as the state; the observation derives the `Bool` and, since it
    ///   alternates, renders every update (``BindingTarget/expectDelivery(of:from:)`` checks the last one arrived).
    ///   Each loop carries on from the value the previous one stopped at, as the reactive rows do.
    /// - `store.setup/observe`: a long-lived store gains an observation, as a results cell observes the row it shows —
    ///   time, allocations and heap bytes per observation, the observer object included (see ``ObservationSetUps``).
    /// - `store.teardown/observe`: observers go, as cells move to other rows, and the next action forgets their
    ///   observations — time per observation, eight at a time as a list's rows go; the send that forgets them (one per
    ///   eight) is counted with them.
    @MainActor
    mutating func addStoreBindingBenchmarks() {
        add("binding/store-send") {
            let store = Self.makeStore()
            let target = BindingTarget()
            ObservationSetUps.observe(store, by: target)
            var next = 1
            let loop: Benchmark.Loop = { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                target.expectDelivery(of: values.upperBound - 1) {
                    for value in values {
                        store.send(value)
                    }
                }
            }
            return Benchmark.Work(loop: loop) {
                try check("the store's state", is: store.state, expected: next - 1)
                try target.verifyShows(lastValue: next - 1)
            }
        }
        let setUps = ObservationSetUps(store: Self.makeStore())
        add("store.setup/observe", isBaseline: true, building: setUps.build, verify: setUps.verify)
        add("store.teardown/observe", isBaseline: true) {
            let store = Self.makeStore()
            var rows: [BindingTarget] = []
            rows.reserveCapacity(Self.teardownBatch)
            var next = 1
            weak var lastRow: BindingTarget?
            let loop: Benchmark.Loop = { iterations in
                var left = iterations
                while left > 0 {
                    let batch = min(left, Self.teardownBatch)
                    left -= batch
                    Untimed.run {
                        for _ in 0..<batch {
                            let row = BindingTarget()
                            ObservationSetUps.observe(store, by: row)
                            rows.append(row)
                        }
                        lastRow = rows.last
                    }
                    rows.removeAll(keepingCapacity: true)
                    store.send(next)
                    next += 1
                }
                blackHole(store.state)
            }
            // The rows went (the store holds its observers weakly); a row that observes now still follows an action.
            return Benchmark.Work(loop: loop) {
                try check(lastRow == nil, "the last row released outlived its release")
                let row = BindingTarget()
                ObservationSetUps.observe(store, by: row)
                store.send(next)
                next += 1
                try row.verifyShows(lastValue: store.state)
            }
        }
    }

    /// Observers made, then released, at a time in `store.teardown/observe`: about what a list screen ends at once.
    private static let teardownBatch = 8

    /// A store whose state is the last value sent: the reducer every store benchmark runs.
    @MainActor
    private static func makeStore() -> Store<Int, Int> {
        Store(initialState: 0) { (value: inout Int, action: Int) -> Effect<Int> in
            value = action
            return .none
        }
    }
}
