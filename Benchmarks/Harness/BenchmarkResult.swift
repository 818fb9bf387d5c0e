/// What one benchmark measured, per operation.
///
/// In a run over several processes (`--processes`) each figure is taken over the per-process readings, which
/// ``processes`` lists: ``nanoseconds`` and ``ratio`` are the statistics of the per-process medians (so `ratio.min`
/// … `ratio.max` is the ratio's range over processes), ``allocations`` and ``retainedBytes`` their medians.
struct BenchmarkResult: Codable {
    let name: String
    /// Nanoseconds per operation over the timed samples.
    let nanoseconds: SampleStatistics
    /// Iterations in each timed sample (over several processes, the median of each process's calibration).
    let iterations: Int
    /// Number of timed samples (in each process).
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
    /// Whether the loop waits for work elsewhere (a screen's requests, answered on other threads): its allocation
    /// count then moves a little from run to run, with the threads that ran that work. Nil in runs saved before it was
    /// recorded.
    let waits: Bool?
    /// What each fresh process measured, in the order they ran; nil in a run in one process.
    var processes: [ProcessReading]?
}
