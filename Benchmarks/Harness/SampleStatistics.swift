/// Median, quartiles, 90th percentile, minimum and maximum of a set of samples (nanoseconds per operation, or
/// ratios).
struct SampleStatistics: Equatable, Codable {
    let median: Double
    /// Nearest-rank: the smallest sample that at least 25 % of the samples do not exceed.
    let p25: Double
    /// Nearest-rank: the smallest sample that at least 75 % of the samples do not exceed.
    let p75: Double
    /// Nearest-rank: the smallest sample that at least 90 % of the samples do not exceed.
    let p90: Double
    let min: Double
    let max: Double

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "no samples")
        let sorted = samples.sorted()
        let count = sorted.count
        func nearestRank(_ percent: Int) -> Double { sorted[Swift.max(0, (count * percent + 99) / 100 - 1)] }
        median = count.isMultiple(of: 2) ? (sorted[count / 2 - 1] + sorted[count / 2]) / 2 : sorted[count / 2]
        p25 = nearestRank(25)
        p75 = nearestRank(75)
        p90 = nearestRank(90)
        min = sorted[0]
        max = sorted[count - 1]
    }
}
