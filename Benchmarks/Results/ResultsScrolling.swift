import Catalog
import HeadlessUI
import Model

/// The results screen of one architecture in a window over 10,000 photos: each iteration scrolls one screen further
/// and waits for the rows that arrived to show their counts (asked for and answered at once), so one iteration is a
/// screen of rows shown with their counts loading. At the end of the list a fresh screen is opened, out of the sample,
/// so that every screen measured asks for its counts instead of finding them kept.
///
/// Every iteration also checks what DESIGN §6.3 asks of scrolling: the cells and the requests alive stay bounded by
/// the viewport. The requests in flight are read just after the scroll, as the window's pending work (each arriving
/// row's counts are asked for in work the window counts, until the request ends); a fresh screen's first rows are
/// settled first, untimed, so that their requests are not still ending then. The cells are those the list has made
/// since the screen opened — a list frees none of its cells while it lives, so they are its live cells — told apart
/// by identity (no weak reference, which would slow every retain of a cell). The bookkeeping is untimed.
@MainActor
final class ResultsScrolling {
    private static let results = ResultsPages.results(count: 10_000)

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
        cellsMade.reserveCapacity(4 * Self.rowsPerIteration)
        recordCells()
    }

    /// Scrolls `iterations` screens further, each until its counts show.
    var loop: Benchmark.Loop {
        { [self] iterations in
            for _ in 0..<iterations {
                top += list.visibleRowCount
                if top + list.visibleRowCount > list.numberOfRows {
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
                let requestsInFlight = window.work.pendingCount
                await window.settle()
                precondition(list.visibleCells.allSatisfy { $0.detailText != nil }, "a row shows no counts")
                Untimed.run { recordCells() }
                checkBounded(requestsInFlight: requestsInFlight)
            }
        }
    }

    /// How many rows one iteration shows.
    nonisolated static let rowsPerIteration = 10

    private func recordCells() {
        for cell in list.visibleCells {
            cellsMade.insert(ObjectIdentifier(cell))
        }
    }

    private func checkBounded(requestsInFlight: Int) {
        let viewport = list.visibleRowCount
        precondition(
            cellsMade.count <= viewport,
            "results.scroll/\(architecture.rawValue): the list made \(cellsMade.count) cells for a viewport of "
                + "\(viewport) rows; scrolled-out cells are not reused"
        )
        precondition(
            requestsInFlight <= viewport,
            "results.scroll/\(architecture.rawValue): \(requestsInFlight) counts requests in flight after a scroll, "
                + "for a viewport of \(viewport) rows"
        )
    }

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
