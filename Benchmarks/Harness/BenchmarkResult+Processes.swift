extension BenchmarkResult {
    /// One benchmark's results from several fresh processes, combined: the statistics of their medians, the
    /// median of their allocations and retained bytes, and each process's reading.
    init(combining readings: [BenchmarkResult]) {
        precondition(!readings.isEmpty, "no readings")
        let first = readings[0]
        precondition(readings.allSatisfy { $0.name == first.name }, "\(first.name): readings of different benchmarks")
        let ratios = readings.compactMap { $0.ratio?.median }
        self.init(
            name: first.name,
            nanoseconds: SampleStatistics(readings.map(\.nanoseconds.median)),
            iterations: Int(SampleStatistics(readings.map { Double($0.iterations) }).median.rounded()),
            samples: first.samples,
            allocations: Self.median(readings.compactMap(\.allocations)),
            retainedBytes: Self.median(readings.compactMap(\.retainedBytes)),
            baseline: first.baseline,
            ratio: ratios.count == readings.count ? SampleStatistics(ratios) : nil,
            waits: first.waits,
            processes: readings.map { reading in
                ProcessReading(
                    nanoseconds: reading.nanoseconds.median,
                    ratio: reading.ratio?.median,
                    allocations: reading.allocations,
                    retainedBytes: reading.retainedBytes
                )
            }
        )
    }

    // MARK: - Private

    private static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : SampleStatistics(values).median
    }
}
