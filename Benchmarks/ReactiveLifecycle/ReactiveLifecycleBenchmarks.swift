import ReactiveCore

extension BenchmarkRegistry {
    /// What a binding costs to make and to end, beside what it costs per update (`binding/…`): the list screens make
    /// and end one per row shown.
    ///
    /// - `reactive.setup/<chain>`: building the chain on long-lived sources and starting to observe it — time,
    ///   allocations and heap bytes per chain (tearing down is left out of the sample, see ``ChainSetUps``);
    /// - `reactive.teardown/<chain>`: disposing the observation and releasing the chain, until its objects are
    ///   freed — time and allocations per chain (building is left out of the sample). Chains are built and torn
    ///   down a few at a time (``teardownBatch``), as a list's rows are: tearing down tens of thousands built long
    ///   before measures the cache misses of reaching them (~2× slower here), not the tear-down;
    /// - `reactive.churn/…`: derive → observe → dispose on one long-lived source, again and again, as rows do —
    ///   time per round, and the bytes left behind per 1,000 rounds (which must be ~0: a derived property nobody
    ///   observes or holds is freed); `reactive.churn/1000-undisposed`, the same on a source of each round's own,
    ///   dropped with its observation and never disposed (a chain lives as long as its ultimate source): ~0 too.
    @MainActor
    mutating func addReactiveLifecycleBenchmarks() {
        for chain in ReactiveChain.allCases {
            let setUps = ChainSetUps(chain)
            add(
                "reactive.setup/\(chain.rawValue)",
                isBaseline: chain == .observe,
                building: setUps.build,
                verify: { _ in try setUps.sources.verifyDelivery() }
            )
        }
        for chain in ReactiveChain.allCases {
            add("reactive.teardown/\(chain.rawValue)", isBaseline: chain == .observe) {
                let sources = ChainSources()
                var observations: [any Disposable] = []
                observations.reserveCapacity(Self.teardownBatch)
                let loop: Benchmark.Loop = { iterations in
                    var left = iterations
                    while left > 0 {
                        let batch = min(left, Self.teardownBatch)
                        left -= batch
                        Untimed.run {
                            for _ in 0..<batch {
                                observations.append(sources.observe(chain))
                            }
                        }
                        for observation in observations {
                            observation.dispose()
                        }
                        // Releases the observations and their closures: the last of the tear-down.
                        observations.removeAll(keepingCapacity: true)
                    }
                    blackHole(sources.target.isEnabled)
                }
                return Benchmark.Work(loop: loop) { try sources.verifyNothingObserves() }
            }
        }
        add("reactive.churn/round", isBaseline: true) {
            let churn = Churn()
            let loop: Benchmark.Loop = { iterations in
                churn.run(rounds: iterations)
            }
            return Benchmark.Work(loop: loop) { try churn.verifyNothingObserves() }
        }
        let churn = Churn()
        add(
            "reactive.churn/1000-rounds",
            building: {
                // Returns the long-lived source, which exists already: the bytes read are what the rounds left behind.
                churn.run(rounds: 1000)
                return churn.source
            },
            verify: { _ in try churn.verifyNothingObserves() }
        )
        let undisposed = UndisposedChurn()
        add(
            "reactive.churn/1000-undisposed",
            building: {
                // Returns the target, which exists already: the bytes read are what the rounds left behind.
                undisposed.run(rounds: 1000)
                return undisposed.target
            },
            verify: { _ in try undisposed.verifySourcesFreed() }
        )
    }

    /// Chains built, then torn down, at a time in `reactive.teardown/…`: about what a list screen ends at once.
    private static let teardownBatch = 8
}
