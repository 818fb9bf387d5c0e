import Catalog
import HeadlessUI
import Model

extension BenchmarkRegistry {
    /// Per architecture, the search and results screens through the Catalog and a window: a keystroke into the search
    /// field until Go is current; building the results screen of 100 photos; scrolling results one screen further
    /// with the arriving rows' counts loading (time per row shown); and, per style, showing the results screen of 10,
    /// 100, 1,000 and 10,000 photos, which cell reuse should keep flat. MVC is each per-architecture group's baseline,
    /// and 10 photos each growth group's.
    mutating func addSearchAndResultsBenchmarks() {
        for architecture in Architecture.allCases {
            add(
                "search.keystroke/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                operationsPerIteration: 2
            ) {
                SearchKeystrokes(architecture: architecture).loop
            }
        }
        let hundredPhotos = ResultsPages.results(count: 100)
        for architecture in Architecture.allCases {
            add("results.open/\(architecture.rawValue)", isBaseline: architecture == .mvc) {
                let screen = makeResultsScreen(
                    hundredPhotos, architecture: architecture, environment: ResultsPages.environment)
                screen.loadViewIfNeeded()
                return screen
            }
        }
        for architecture in Architecture.allCases {
            add(
                "results.scroll/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                operationsPerIteration: ResultsScrolling.rowsPerIteration
            ) {
                ResultsScrolling(architecture: architecture).loop
            }
        }
        for architecture in Architecture.allCases {
            for count in [10, 100, 1_000, 10_000] {
                add("results.growth.\(architecture.rawValue)/\(count)", isBaseline: count == 10) {
                    ResultsGrowth(architecture: architecture, count: count).loop
                }
            }
        }
    }
}
