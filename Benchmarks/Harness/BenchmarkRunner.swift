/// Runs one benchmark: calibrates the iterations, warms up, times the samples, counts allocations and, for
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
        /// A smoke run (CI): every benchmark works and reports, in a few seconds for all of them.
        static let quick = Settings(
            sampleDuration: .milliseconds(2),
            samples: 5,
            warmUp: .milliseconds(2),
            retainedObjects: 100
        )
    }

    let settings: Settings

    /// Measures `benchmark`.
    func run(_ benchmark: Benchmark) -> BenchmarkResult {
        let loop = benchmark.setUp()
        let iterations = calibratedIterations(for: loop, of: benchmark.name)
        warmUp(loop, iterations: iterations)
        let operations = Double(iterations * benchmark.operationsPerIteration)
        let samples = (0..<settings.samples).map { _ in nanoseconds(toRun: loop, iterations: iterations) / operations }
        let allocations = HeapCounters.allocations { loop(iterations) }
        return BenchmarkResult(
            name: benchmark.name,
            nanoseconds: SampleStatistics(samples),
            iterations: iterations,
            samples: samples.count,
            allocations: allocations.map { Double($0) / operations },
            retainedBytes: benchmark.build.flatMap(retainedBytes(perObjectBuiltBy:))
        )
    }

    // MARK: - Private

    /// The first iteration count whose run lasts at least one sample duration.
    private func calibratedIterations(for loop: Benchmark.Loop, of name: String) -> Int {
        let target = settings.sampleDuration.nanoseconds
        var iterations = 1
        while true {
            precondition(
                iterations < 1 << 40,
                "\(name): a trillion iterations take less than a sample; the optimiser removed the loop's work"
            )
            let elapsed = nanoseconds(toRun: loop, iterations: iterations)
            if elapsed >= target { return iterations }
            // Aim 10 % past the target, growing at least ×2 (progress) and at most ×100 (a noisy first
            // reading of a few nanoseconds must not overshoot by orders of magnitude).
            let estimate = elapsed > 0 ? target * 1.1 / (elapsed / Double(iterations)) : .infinity
            iterations = Int(min(max(estimate, Double(iterations) * 2), Double(iterations) * 100))
        }
    }

    private func warmUp(_ loop: Benchmark.Loop, iterations: Int) {
        let clock = ContinuousClock()
        let end = clock.now + settings.warmUp
        repeat {
            loop(iterations)
        } while clock.now < end
    }

    /// The loop's time, less what it spent in ``Untimed/run(_:)``.
    private func nanoseconds(toRun loop: Benchmark.Loop, iterations: Int) -> Double {
        let untimedBefore = Untimed.elapsed
        let elapsed = ContinuousClock().measure { loop(iterations) }
        return (elapsed - (Untimed.elapsed - untimedBefore)).nanoseconds
    }

    /// Builds objects into storage reserved beforehand, so the reading is the objects' bytes alone.
    ///
    /// glibc's `mallinfo2` counts chunks parked in its per-thread cache as in use, so a reading can be off by a
    /// few chunks of each size the build allocates (about 5 bytes per object for a 1 kB object at 200 objects).
    private func retainedBytes(perObjectBuiltBy build: @MainActor () -> AnyObject) -> Double? {
        var kept: [AnyObject] = []
        kept.reserveCapacity(settings.retainedObjects)
        guard let before = HeapCounters.bytesInUse() else { return nil }
        for _ in 0..<settings.retainedObjects {
            kept.append(build())
        }
        guard let after = HeapCounters.bytesInUse() else { return nil }
        blackHole(kept)
        return Double(after - before) / Double(settings.retainedObjects)
    }
}

extension Duration {
    /// The duration in nanoseconds.
    fileprivate var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
