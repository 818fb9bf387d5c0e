import Catalog

extension BenchmarkRegistry {
    /// Per architecture, the search screen through the Catalog and a window: a keystroke into the search field until
    /// Go is current (time per keystroke). MVC is the group's baseline.
    mutating func addSearchBenchmarks() {
        for architecture in Architecture.allCases {
            add(
                "search.keystroke/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                operationsPerIteration: 2
            ) {
                SearchKeystrokes(architecture: architecture).loop
            }
        }
    }
}
