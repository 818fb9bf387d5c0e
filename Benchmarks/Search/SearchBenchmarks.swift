import Catalog

extension BenchmarkRegistry {
    /// Per architecture, the search screen through the Catalog and a window: a keystroke into the search field until
    /// Go is current (time per keystroke), MVC the group's baseline; and, per style, typing a text of 10, 100, 1,000
    /// and 10,000 characters (time per keystroke), which must stay flat, 10 characters each group's baseline.
    mutating func addSearchBenchmarks() {
        for architecture in Architecture.allCases {
            add(
                "search.keystroke/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                operationsPerIteration: 2
            ) {
                SearchKeystrokes(architecture: architecture).work
            }
        }
        for architecture in Architecture.allCases {
            for length in [10, 100, 1_000, 10_000] {
                add(
                    "search.typing.\(architecture.rawValue)/\(length)",
                    isBaseline: length == 10,
                    operationsPerIteration: length + 1
                ) {
                    SearchTyping(architecture: architecture, length: length).work
                }
            }
        }
    }
}
