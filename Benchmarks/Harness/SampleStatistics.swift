/// Median, 90th percentile and minimum of a set of samples (nanoseconds per operation).
struct SampleStatistics: Equatable, Encodable {
    let median: Double
    /// Nearest-rank: the smallest sample that at least 90 % of the samples do not exceed.
    let p90: Double
    let min: Double

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        let count = sorted.count
        median = count.isMultiple(of: 2) ? (sorted[count / 2 - 1] + sorted[count / 2]) / 2 : sorted[count / 2]
        p90 = sorted[(count * 9 + 9) / 10 - 1]
        min = sorted[0]
    }
}
