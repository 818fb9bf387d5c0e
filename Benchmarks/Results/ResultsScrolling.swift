import Catalog
import HeadlessUI
import Model

/// The results screen of one architecture in a window, scrolled a screen further each iteration until the arriving
/// rows show their counts (asked for and answered at once) — over 10,000 photos loaded at once (`results.scroll`), or
/// over a search of ten pages that load as the last row comes into view (`results.pages`, S10), where an iteration
/// also waits for the page it asked for. At the end of the list a fresh screen is opened, out of the sample, so that
/// every screen measured asks for its counts (and pages) instead of finding them kept.
///
/// Every iteration also checks what S10 asks of scrolling: the cells alive stay bounded by the viewport,
/// and the work in flight just after a scroll (the window's pending work: each arriving row's counts, and a page) by
/// the viewport's rows plus, when paging, one page request. A fresh screen's first rows are settled first, untimed, so
/// that their requests are not still ending then. The cells are those the list has made since the screen opened — a
/// list frees none of its cells while it lives — told apart by identity (no weak reference, which would slow every
/// retain of a cell). The bookkeeping is untimed.
@MainActor
final class ResultsScrolling {
    /// What the screen shows: every photo at once, or pages as they load.
    @MainActor enum Search {
        case loaded
        case paged

        /// The benchmark's name before the architecture, for the messages of a failed check.
        var group: String { self == .loaded ? "results.scroll" : "results.pages" }

        /// The first answer the screen is opened with.
        var results: FlickrSearchResults {
            self == .loaded ? ResultsScrolling.allPhotos : ResultsPages.page(1)
        }

        /// The environment whose Flickr answers the screen's counts (and pages) at once.
        var environment: AppEnvironment {
            self == .loaded ? ResultsPages.environment : ResultsPages.pagingEnvironment
        }

        /// How many page requests may be in flight besides the viewport's counts.
        var pageRequestsAllowed: Int { self == .loaded ? 0 : 1 }

        /// Whether a screen whose top row would be `top` has nothing left to scroll to; paged, only once every page
        /// is in (a screen that stopped asking would end early, and stops the run).
        func isAtEnd(top: Int, of list: ListView) -> Bool {
            switch self {
            case .loaded:
                return top + list.visibleRowCount > list.numberOfRows
            case .paged:
                let rows = list.numberOfRows
                guard top >= rows else { return false }
                let allPages = ResultsPages.pageCount * FlickrSearchResults.pageSize
                precondition(rows == allPages, "the list ended at \(rows) rows")
                return true
            }
        }
    }

    private static let allPhotos = ResultsPages.results(count: 10_000)

    private let architecture: Architecture
    private let search: Search
    private var window: Window
    private var list: ListView
    private var top = 0

    /// The cells the list has shown since the screen opened, by identity.
    private var cellsMade: Set<ObjectIdentifier> = []

    /// Whether the screen has just opened and its first rows' requests may still be on their way.
    private var isFresh = true

    init(architecture: Architecture, search: Search) {
        self.architecture = architecture
        self.search = search
        (window, list) = Self.open(architecture, search)
        cellsMade.reserveCapacity(4 * Self.rowsPerIteration)
        recordCells()
    }

    /// Scrolls `iterations` screens further, each until its counts show and any page it asked for is in; the check
    /// reads the rows the loop left in view.
    var work: Benchmark.Work {
        Benchmark.Work(loop: loop, verify: verify)
    }

    private var loop: Benchmark.Loop {
        { [self] iterations in
            for _ in 0..<iterations {
                top += list.visibleRowCount
                if search.isAtEnd(top: top, of: list) {
                    Untimed.run {
                        (window, list) = Self.open(architecture, search)
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

    /// Every visible row shows its photo and its counts; over 10,000 photos all are listed, and over pages the next
    /// page is in whenever the last row is in view (until the last page).
    private func verify() throws {
        try ResultsRows.verify(list)
        switch search {
        case .loaded:
            try check("the rows listed", is: list.numberOfRows, expected: Self.allPhotos.photos.count)
        case .paged:
            let allPages = ResultsPages.pageCount * FlickrSearchResults.pageSize
            try check(
                list.visibleRows.upperBound < list.numberOfRows || list.numberOfRows == allPages,
                "the last of \(list.numberOfRows) rows is in view and the next page was not appended"
            )
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
        let name = "\(search.group)/\(architecture.rawValue)"
        precondition(
            cellsMade.count <= viewport,
            "\(name): the list made \(cellsMade.count) cells for a viewport of \(viewport) rows; scrolled-out cells "
                + "are not reused"
        )
        precondition(
            workInFlight <= viewport + search.pageRequestsAllowed,
            "\(name): \(workInFlight) requests in flight after a scroll, for a viewport of \(viewport) rows"
        )
    }

    private static func open(_ architecture: Architecture, _ search: Search) -> (Window, ListView) {
        let window = Window(
            rootViewController: makeResultsScreen(
                search.results, architecture: architecture, environment: search.environment)
        )
        guard let list = try? window.list("results.list") else { fatalError("\(search.group): no results.list") }
        precondition(list.visibleRowCount == rowsPerIteration, "the results list shows \(list.visibleRowCount) rows")
        return (window, list)
    }
}
