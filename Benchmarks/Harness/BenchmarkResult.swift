/// What one benchmark measured, per operation.
struct BenchmarkResult: Encodable {
    let name: String
    /// Nanoseconds per operation over the timed samples.
    let nanoseconds: SampleStatistics
    /// Iterations in each timed sample.
    let iterations: Int
    /// Number of timed samples.
    let samples: Int
    /// Heap allocations per operation, counted over one sample's loop; nil where they cannot be counted.
    let allocations: Double?
    /// Heap bytes each built object keeps alive; nil when not measured or not readable.
    let retainedBytes: Double?
    /// The floor of this result's group, when it has one.
    var baseline: String?
    /// This result's median divided by the baseline's median from the same run.
    var ratioToBaseline: Double?
}

extension [BenchmarkResult] {
    /// The results with each one's ratio to the baseline of its group, when that baseline ran too.
    func relatedToBaselines(of benchmarks: [Benchmark]) -> [BenchmarkResult] {
        let baselineNames = benchmarks.filter(\.isBaseline).map(\.name)
        let baselines = filter { baselineNames.contains($0.name) }
        return map { result in
            var related = result
            let group = result.name.prefix { $0 != "/" }
            if let baseline = baselines.first(where: { $0.name.prefix { $0 != "/" } == group }) {
                related.baseline = baseline.name
                related.ratioToBaseline = result.nanoseconds.median / baseline.nanoseconds.median
            }
            return related
        }
    }
}
