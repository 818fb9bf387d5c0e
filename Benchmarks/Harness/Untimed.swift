import MallocCounter

/// Work a benchmark's loop must do around what it measures — building the chains a tear-down benchmark tears
/// down, tearing down the chains a set-up benchmark built — that the runner leaves out of the sample: its time
/// and its allocations are subtracted from the loop's.
///
/// Without it a loop can only time set-up and tear-down together: every chain built must be torn down, and
/// everything a loop does is timed.
@MainActor
enum Untimed {
    /// The time spent in ``run(_:)`` so far, each call's share of the clock reads included (see ``overhead``).
    private(set) static var elapsed = Duration.zero

    /// The allocations counted in ``run(_:)`` so far.
    private(set) static var allocations: UInt64 = 0

    /// Runs `body`; the runner subtracts its time and its allocations from the sample it falls in.
    static func run(_ body: () -> Void) {
        let allocationsBefore = malloc_counter_allocations()
        let start = ContinuousClock.now
        body()
        elapsed += ContinuousClock.now - start + overhead
        allocations += malloc_counter_allocations() - allocationsBefore
    }

    /// Runs `body`, which may wait (for a screen's work to settle); the runner subtracts its time and its allocations
    /// from the sample it falls in, as for ``run(_:)``.
    static func run(_ body: () async -> Void) async {
        let allocationsBefore = malloc_counter_allocations()
        let start = ContinuousClock.now
        await body()
        elapsed += ContinuousClock.now - start + overhead
        allocations += malloc_counter_allocations() - allocationsBefore
    }

    /// What a call to ``run(_:)`` costs outside the interval it measures (about one clock read), so that
    /// leaving `body` out does not leave that cost in: measured once, as the least of 20 batches of 1,000 empty
    /// calls. The least, because an over-estimate would be subtracted from every sample (a load spike during the
    /// measurement once made samples near zero, and the calibration of iterations then ran away).
    private static let overhead: Duration = {
        let clock = ContinuousClock()
        let calls = 1_000
        let perBatch = (0..<20).map { _ in
            var measured = Duration.zero
            let total = clock.measure {
                for _ in 0..<calls {
                    let start = clock.now
                    measured += clock.now - start
                }
            }
            return (total - measured) / calls
        }
        return max(.zero, perBatch.min() ?? .zero)
    }()
}
