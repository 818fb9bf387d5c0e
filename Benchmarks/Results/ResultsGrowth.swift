import Catalog
import HeadlessUI
import Model

/// Opens the results screen of one architecture over a page of `count` photos in a window, waits until its first
/// screen of rows shows their counts (asked for and answered at once), and lets it go: one iteration is one results
/// screen shown. Cell reuse should make the cost the same for 10 photos and for 10,000.
@MainActor
struct ResultsGrowth {
    private let architecture: Architecture
    private let results: FlickrSearchResults

    init(architecture: Architecture, count: Int) {
        self.architecture = architecture
        results = ResultsPages.results(count: count)
    }

    /// Shows `iterations` results screens, one after the other.
    var loop: Benchmark.Loop {
        { [architecture, results] iterations in
            for _ in 0..<iterations {
                let screen = makeResultsScreen(
                    results, architecture: architecture, environment: ResultsPages.environment)
                let window = Window(rootViewController: screen)
                await window.settle()
                precondition(
                    (try? window.list("results.list").visibleCells.allSatisfy { $0.detailText != nil }) == true,
                    "a row shows no counts"
                )
            }
        }
    }
}
