import Catalog
import HeadlessUI
import Model

/// Opens the results screen of one architecture over a page of `count` photos in a window, waits until its first
/// screen of rows shows their counts (asked for and answered at once), and lets it go: one iteration is one results
/// screen shown. Cell reuse should make the cost the same for 10 photos and for 10,000.
@MainActor
final class ResultsGrowth {
    private let architecture: Architecture
    private let results: FlickrSearchResults

    /// The window of the last screen shown, for the check; it goes when the next one is shown.
    private var lastShown: Window?

    init(architecture: Architecture, count: Int) {
        self.architecture = architecture
        results = ResultsPages.results(count: count)
    }

    /// Shows `iterations` results screens, one after the other; the check reads the last one.
    var work: Benchmark.Work {
        Benchmark.Work(loop: loop, verify: verify)
    }

    private var loop: Benchmark.Loop {
        { [self] iterations in
            for _ in 0..<iterations {
                let screen = makeResultsScreen(
                    results, architecture: architecture, environment: ResultsPages.environment)
                let window = Window(rootViewController: screen)
                await window.settle()
                precondition(
                    (try? window.list("results.list").visibleCells.allSatisfy { $0.detailText != nil }) == true,
                    "a row shows no counts"
                )
                lastShown = window
            }
        }
    }

    /// The last screen lists every photo, says how many, and shows its first rows with their counts.
    private func verify() throws {
        guard let window = lastShown else { throw CheckFailure(description: "no results screen was shown") }
        let list = try window.list("results.list")
        try check("the rows listed", is: list.numberOfRows, expected: results.photos.count)
        try check("results.summary's text", is: window.label("results.summary").text, expected: results.summary)
        try ResultsRows.verify(list)
    }
}
