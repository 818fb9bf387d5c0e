import Catalog
import HeadlessUI
import Model

/// The results screen of one architecture in a window over 10,000 photos: each iteration scrolls one screen further
/// and waits for the rows that arrived to show their counts (asked for and answered at once), so one iteration is a
/// screen of rows shown with their counts loading. At the end of the list a fresh screen is opened, out of the sample,
/// so that every screen measured asks for its counts instead of finding them kept.
@MainActor
final class ResultsScrolling {
    private static let results = ResultsPages.results(count: 10_000)

    private let architecture: Architecture
    private var window: Window
    private var list: ListView
    private var top = 0

    init(architecture: Architecture) {
        self.architecture = architecture
        (window, list) = Self.open(architecture)
    }

    /// Scrolls `iterations` screens further, each until its counts show.
    var loop: Benchmark.Loop {
        { [self] iterations in
            for _ in 0..<iterations {
                top += list.visibleRowCount
                if top + list.visibleRowCount > list.numberOfRows {
                    Untimed.run { (window, list) = Self.open(architecture) }
                    top = list.visibleRowCount
                }
                list.scroll(toRow: top)
                await window.settle()
                precondition(list.visibleCells.allSatisfy { $0.detailText != nil }, "a row shows no counts")
            }
        }
    }

    /// How many rows one iteration shows.
    nonisolated static let rowsPerIteration = 10

    private static func open(_ architecture: Architecture) -> (Window, ListView) {
        let window = Window(
            rootViewController: makeResultsScreen(
                results, architecture: architecture, environment: ResultsPages.environment)
        )
        guard let list = try? window.list("results.list") else { fatalError("results.scroll: no results.list") }
        precondition(list.visibleRowCount == rowsPerIteration, "the results list shows \(list.visibleRowCount) rows")
        return (window, list)
    }
}
