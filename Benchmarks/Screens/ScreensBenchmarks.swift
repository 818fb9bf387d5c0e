import Catalog

extension BenchmarkRegistry {
    /// Per architecture, every screen opened and closed 1,000 times in a window, its work settled each time
    /// (``ScreenChurn``): the time per 1,000 rounds, and the heap bytes the rounds leave behind, which must be ~0; its
    /// check fails if any closed screen outlived its window.
    /// MVC is the group's baseline.
    @MainActor
    mutating func addScreensBenchmarks() {
        for architecture in Architecture.allCases {
            let churn = ScreenChurn(architecture: architecture)
            add(
                "screens.churn/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                keepsAtMost: Self.churnsKept,
                building: churn.run,
                verify: { _ in try churn.verify() }
            )
        }
    }

    /// Builds kept for the bytes reading, each 1,000 rounds of every screen (a tenth of a second or more): the
    /// settings' 200 would take minutes. The raw reading moves by several kB either way from run to run — glibc's
    /// per-thread caches count as in use, and the main actor's jobs and the counts requests run on several threads —
    /// which 5 builds divide down to within about ±2 kB per 1,000 rounds (6 kB at worst so far), while one 32-byte
    /// object left behind per round would read 32 kB.
    private static let churnsKept = 5
}
