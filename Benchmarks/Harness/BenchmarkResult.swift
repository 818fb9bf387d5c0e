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
    let baseline: String?
    /// This result's time divided by the baseline's, taken per round of interleaved samples (each pair measured
    /// moments apart): its median is the ratio reported, its quartiles the spread.
    let ratio: SampleStatistics?
}
