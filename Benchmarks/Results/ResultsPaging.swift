import Catalog
import HeadlessUI
import Model

/// The results screen of one architecture in a window over a search of ten pages (S10): each iteration scrolls one
/// screen further and waits until the arriving rows show their counts and, where the last row came into view, the
/// next page is appended, so the pages load as a reader meets them. Once all ten pages are in and the end is reached,
/// a fresh screen opens, out of the sample.
///
/// Every iteration also checks what issue 24 asks of paging: the cells stay bounded by the viewport, and the work in
/// flight just after a scroll by the viewport's counts requests plus one page request. The bookkeeping is untimed.
@MainActor
final class ResultsPaging {
    private let architecture: Architecture
    private var window: Window
    private var list: ListView
    private var top = 0

    /// The cells the list has shown since the screen opened, by identity.
    private var cellsMade: Set<ObjectIdentifier> = []

    /// Whether the screen has just opened and its first rows' requests may still be on their way.
    private var isFresh = true

    init(architecture: Architecture) {
        self.architecture = architecture
        (window, list) = Self.open(architecture)
        recordCells()
    }

    /// Scrolls `iterations` screens further, each until its counts show and any page it asked for is in.
    var loop: Benchmark.Loop {
        { [self] iterations in
            for _ in 0..<iterations {
                top += list.visibleRowCount
                if top >= list.numberOfRows {
                    let allPages = ResultsPages.pageCount * FlickrSearchResults.pageSize
                    precondition(list.numberOfRows == allPages, "the list ended at \(list.numberOfRows) rows")
                    Untimed.run {
                        (window, list) = Self.open(architecture)
                        cellsMade.removeAll(keepingCapacity: true)
                        recordCells()
                    }
                    top = list.visibleRowCount
                    isFresh = true
                }
                if isFresh {
                    await Untimed.run { await window.settle() }
                    isFresh = false
                }
                list.scroll(toRow: top)
                let workInFlight = window.work.pendingCount
                await window.settle()
                precondition(list.visibleCells.allSatisfy { $0.detailText != nil }, "a row shows no counts")
                Untimed.run { recordCells() }
                checkBounded(workInFlight: workInFlight)
            }
        }
    }

    /// How many rows one iteration scrolls past: a screen.
    nonisolated static let rowsPerIteration = 10

    private func recordCells() {
        for cell in list.visibleCells {
            cellsMade.insert(ObjectIdentifier(cell))
        }
    }

    private func checkBounded(workInFlight: Int) {
        let viewport = list.visibleRowCount
        precondition(
            cellsMade.count <= viewport,
            "results.pages/\(architecture.rawValue): the list made \(cellsMade.count) cells for a viewport of "
                + "\(viewport) rows"
        )
        precondition(
            workInFlight <= viewport + 1,
            "results.pages/\(architecture.rawValue): \(workInFlight) requests in flight after a scroll, for a "
                + "viewport of \(viewport) rows and one page"
        )
    }

    private static func open(_ architecture: Architecture) -> (Window, ListView) {
        let window = Window(
            rootViewController: makeResultsScreen(
                ResultsPages.page(1), architecture: architecture, environment: ResultsPages.pagingEnvironment)
        )
        guard let list = try? window.list("results.list") else { fatalError("results.pages: no results.list") }
        precondition(list.visibleRowCount == rowsPerIteration, "the results list shows \(list.visibleRowCount) rows")
        return (window, list)
    }
}
