/// One process's reading of one benchmark, in a run that samples each group in several fresh processes: the
/// medians that process reported, kept so a reader can see how far processes disagree.
struct ProcessReading: Codable {
    /// The process's median time per operation, in nanoseconds.
    let nanoseconds: Double
    /// The process's median per-round ratio to the group's baseline; nil in a group without one.
    let ratio: Double?
    let allocations: Double?
    let retainedBytes: Double?
}
