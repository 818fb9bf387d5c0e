/// Runs one group of benchmarks: calibrates each member's iterations, warms them up, times their samples in
/// interleaved rounds, takes each member's ratio to the baseline round by round, counts allocations and, for
/// benchmarks that build objects, reads the heap bytes they retain.
@MainActor
struct BenchmarkRunner {
    /// How long and how often to measure.
    struct Settings {
        /// The least time one sample lasts; iterations are calibrated to reach it.
        let sampleDuration: Duration
        let samples: Int
        /// Time spent running the calibrated loop, untimed, before the samples.
        let warmUp: Duration
        /// Objects built and kept alive for the retained-bytes reading.
        let retainedObjects: Int

        /// For numbers worth publishing.
        static let standard = Settings(
            sampleDuration: .milliseconds(10),
            samples: 20,
            warmUp: .milliseconds(50),
            retainedObjects: 200
        )
        /// A smoke run (CI): every benchmark works and reports, in about ten seconds for all of them (most of it
        /// `screens.churn`, whose every build opens and closes each screen 1,000 times).
        static let quick = Settings(
            sampleDuration: .milliseconds(2),
            samples: 5,
            warmUp: .milliseconds(2),
            retainedObjects: 100
        )
    }

    let settings: Settings
    /// How many times each benchmark's allocations are counted, the greatest count reported: 1, or more when the counts
    /// become limits (`--write-allocation-limits`), so that a count that now and then comes out a little low — a cache
    /// that happened to be warm — does not set a limit the next run exceeds.
    var allocationCounts = 1

    /// Measures the members of one group in turn: each is calibrated and warmed up, then the samples are taken in
    /// rounds — one sample of each member per round (A B C A B C …) — so that a member's ratio to the group's baseline
    /// can be taken per round, against a baseline measured moments before, and holds when the machine's speed drifts.
    /// Each member's check of its own work runs after calibration, after the samples and after its allocation count;
    /// the first that fails stops the group with a ``Failure``.
    ///
    /// `progress` hears each member's name as it is prepared.
    func run(group benchmarks: [Benchmark], progress: (String) -> Void) async throws(Failure) -> [BenchmarkResult] {
        let works = benchmarks.map { benchmark in
            progress(benchmark.name)
            return benchmark.setUp()
        }
        // One untimed call each first: a first call pays for lazy set-up (statics, caches, the harness's own
        // calibrations) that would otherwise make calibration settle on a single, unrepresentative iteration.
        for work in works {
            await work.loop(1)
        }
        var iterations: [Int] = []
        for index in benchmarks.indices {
            iterations.append(await calibratedIterations(for: works[index].loop, of: benchmarks[index].name))
        }
        try await verify(benchmarks, works, after: "calibration")
        // The warm-up also tells which loops wait for work elsewhere: a sample's worth of iterations or more, so a loop
        // that waits only now and then (for a page, every few screens) is seen waiting.
        var waits: [Bool] = []
        for index in benchmarks.indices {
            waits.append(await Self.waits { await warmUp(works[index].loop, iterations: iterations[index]) })
        }
        let operations = benchmarks.indices.map { Double(iterations[$0] * benchmarks[$0].operationsPerIteration) }
        var samples = Array(repeating: [Double](), count: benchmarks.count)
        for _ in 0..<settings.samples {
            for index in benchmarks.indices {
                let nanoseconds = await nanoseconds(toRun: works[index].loop, iterations: iterations[index])
                samples[index].append(nanoseconds / operations[index])
            }
        }
        try await verify(benchmarks, works, after: "the samples")
        let baseline = benchmarks.firstIndex(where: \.isBaseline)
        var results: [BenchmarkResult] = []
        for index in benchmarks.indices {
            var allocations: Int?
            for _ in 0..<allocationCounts {
                let counted = await HeapCounters.allocations { await works[index].loop(iterations[index]) }
                allocations = counted.map { max($0, allocations ?? $0) }
            }
            try await verify([benchmarks[index]], [works[index]], after: "the allocation count")
            var retainedBytes: Double?
            if let build = benchmarks[index].build {
                let count = min(settings.retainedObjects, benchmarks[index].keepsAtMost ?? .max)
                retainedBytes = await self.retainedBytes(perObjectBuiltBy: build, keeping: count)
            }
            results.append(
                BenchmarkResult(
                    name: benchmarks[index].name,
                    nanoseconds: SampleStatistics(samples[index]),
                    iterations: iterations[index],
                    samples: samples[index].count,
                    allocations: allocations.map { Double($0) / operations[index] },
                    retainedBytes: retainedBytes,
                    baseline: baseline.map { benchmarks[$0].name },
                    ratio: baseline.map { SampleStatistics(zip(samples[index], samples[$0]).map { $0 / $1 }) },
                    waits: waits[index]
                ))
        }
        return results
    }

    /// A benchmark whose check of its own work failed; its description names the benchmark, the stage and the
    /// problem.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    // MARK: - Private

    /// Runs each member's check; the first that throws becomes a ``Failure`` naming the member and `stage`.
    private func verify(_ benchmarks: [Benchmark], _ works: [Benchmark.Work], after stage: String) async throws(Failure)
    {
        for (benchmark, work) in zip(benchmarks, works) {
            do {
                try await work.verify()
            } catch {
                throw Failure(description: "\(benchmark.name) failed its check after \(stage): \(error)")
            }
        }
    }

    /// Whether `body` waits for work elsewhere — suspends and lets the main actor run other jobs — as a loop does that
    /// awaits a screen's requests: a job queued on the main actor before `body` starts runs only if `body` suspends.
    private static func waits(during body: () async -> Void) async -> Bool {
        let probe = Probe()
        Task { probe.hasRun = true }
        await body()
        return probe.hasRun
    }

    /// What ``waits(during:)`` queues: it notes that the main actor ran it.
    @MainActor
    private final class Probe {
        var hasRun = false
    }

    /// The first iteration count whose run lasts at least one sample duration.
    private func calibratedIterations(for loop: Benchmark.Loop, of name: String) async -> Int {
        let target = settings.sampleDuration.nanoseconds
        var iterations = 1
        while true {
            precondition(
                iterations < 1 << 40,
                "\(name): a trillion iterations take less than a sample; the optimiser removed the loop's work"
            )
            let elapsed = await nanoseconds(toRun: loop, iterations: iterations)
            if elapsed >= target { return iterations }
            // Aim 10 % past the target, growing at least ×2 (progress) and at most ×100 (a noisy first
            // reading of a few nanoseconds must not overshoot by orders of magnitude).
            let estimate = elapsed > 0 ? target * 1.1 / (elapsed / Double(iterations)) : .infinity
            iterations = Int(min(max(estimate, Double(iterations) * 2), Double(iterations) * 100))
        }
    }

    private func warmUp(_ loop: Benchmark.Loop, iterations: Int) async {
        let clock = ContinuousClock()
        let end = clock.now + settings.warmUp
        repeat {
            await loop(iterations)
        } while clock.now < end
    }

    /// The loop's time, less what it spent in ``Untimed/run(_:)``.
    private func nanoseconds(toRun loop: Benchmark.Loop, iterations: Int) async -> Double {
        let untimedBefore = Untimed.elapsed
        let clock = ContinuousClock()
        let start = clock.now
        await loop(iterations)
        let elapsed = clock.now - start
        return (elapsed - (Untimed.elapsed - untimedBefore)).nanoseconds
    }

    /// Builds `count` objects into storage reserved beforehand, so the reading is the objects' bytes alone.
    ///
    /// glibc's `mallinfo2` counts chunks parked in its per-thread cache as in use, so a reading can be off by a
    /// few chunks of each size the build allocates (about 5 bytes per object for a 1 kB object at 200 objects).
    private func retainedBytes(
        perObjectBuiltBy build: @MainActor () async -> AnyObject,
        keeping count: Int
    ) async -> Double? {
        var kept: [AnyObject] = []
        kept.reserveCapacity(count)
        guard let before = HeapCounters.bytesInUse() else { return nil }
        for _ in 0..<count {
            kept.append(await build())
        }
        guard let after = HeapCounters.bytesInUse() else { return nil }
        blackHole(kept)
        return Double(after - before) / Double(count)
    }
}

extension Duration {
    /// The duration in nanoseconds.
    fileprivate var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
