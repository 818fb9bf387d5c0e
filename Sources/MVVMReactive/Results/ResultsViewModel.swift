import Model
import ReactiveCore

/// What the results screen shows: its title, the summary, a row view model per row, and what the end of the list says
/// while the next page loads.
///
/// The MVVM-reactive view model: ``ResultsViewController`` owns it, shows its title and summary (which never change,
/// so nothing is bound), binds ``more`` and ``insertedRows`` onto its widgets, asks it for each row's view model as the
/// list configures cells and forwards every row's appearance to ``rowWillDisplay(at:)``. It makes a row's view model
/// the first time the row shows and keeps it for the screen's life — where the row's counts are kept — so a page of
/// 10,000 photos costs nothing per photo until its row shows. It knows no widget.
///
/// The next page is an `Action`, as a search is: the reader reaching the end asks for it, and the screen shows its
/// run — its `isExecuting` is "Loading more…", its `errors` "Couldn't load more photos.", its `values` the rows
/// appended. Its one-run-at-a-time rule is the spec's (reaching the end again while a page loads asks for nothing), and
/// it runs during this view model's lifetime, so releasing the screen cancels the page under way. It talks to the
/// Flickr service.
@MainActor
final class ResultsViewModel {
    // MARK: - Dependencies

    private let flickr: any FlickrService

    // MARK: - State

    /// Ends when the view model goes, and with it the page under way (``loadNextPage`` runs during it).
    private let token = Lifetime.Token()

    /// The pages loaded so far, as one answer: the first page's total, every page's photos. Replaced whole as each
    /// page arrives.
    private let loaded: MutableProperty<FlickrSearchResults>

    /// Loads the page after the results it is given and appends it, one page at a time: enabled while Flickr has more
    /// pages and no page loads. Its run always ends, so a failed page can be asked again.
    private let loadNextPage: Action<FlickrSearchResults, LoadedPage, any Error>

    /// What ``loadNextPage`` brings: the results with the page appended, and the rows the page added.
    private struct LoadedPage {
        let results: FlickrSearchResults
        let rows: Range<Int>
    }

    /// The view model of every row asked for so far, by row.
    private var rows: [Int: ResultRowViewModel] = [:]

    /// The page run under way or last ended, and how many rows the list had when it was asked for: a row past those
    /// that shows while the run is under way is one the run's page added.
    private var pageRun: (run: Task<Void, Never>, rowsBefore: Int)?

    /// Creates the view model of `results`, whose rows ask `flickr` for their counts and whose end asks it for the
    /// next page.
    init(results: FlickrSearchResults, flickr: any FlickrService) {
        self.flickr = flickr
        title = results.searchString
        summary = results.summary
        loaded = MutableProperty(results)
        loadNextPage = Action(lifetime: token.lifetime, enabledIf: loaded.map(\.hasMorePages)) {
            (shown: FlickrSearchResults) async throws -> LoadedPage in
            let page = try await flickr.search(shown.searchString, page: shown.page + 1)
            // A page that beats the cancellation belongs to a screen that is gone: it adds no row.
            try Task.checkCancellation()
            let appended = shown.appending(page)
            return LoadedPage(results: appended, rows: shown.photos.count..<appended.photos.count)
        }
        // Bound here, before any view can observe the rows a page added: observers hear a value in the order they
        // started (ReactiveCore rule 2), so a list told of new rows finds them already counted.
        loaded <~ loadNextPage.values.map(\.results)
        insertedRows = loadNextPage.values.map(\.rows)
        // A cancelled page belongs to a screen that is gone: it is no failure to show.
        let failures = loadNextPage.errors.filter { !($0 is CancellationError) }
        let lastPageFailed = Property(
            initial: false,
            then: Signal.merge(loadNextPage.values.map { _ in false }, failures.map { _ in true })
        )
        // The failure arrives while the run is still executing: skipping repeats hides that passing state.
        more = combineLatest(loadNextPage.isExecuting, lastPageFailed).map { isLoading, failed in
            isLoading ? ResultsTexts.loadingMore : failed ? ResultsTexts.loadMoreFailed : nil
        }.skipRepeats()
    }

    // MARK: - Inputs

    /// Call when the row at `row` is about to appear: the last row asks for the next page, unless Flickr has no more or
    /// one is loading (``loadNextPage`` refuses it). Returns the page's run, so the caller can wait for its end; nil
    /// when nothing started.
    ///
    /// One case asks later. An Action sends its values while its run is still under way, so a page whose rows leave
    /// the list shorter than the screen shows its new last row while ``loadNextPage`` still refuses to start: that row
    /// asks again once the run has ended, and the task returned then waits for that too.
    @discardableResult
    func rowWillDisplay(at row: Int) -> Task<Void, Never>? {
        guard row == numberOfRows - 1 else { return nil }
        if let run = loadNextPage.start(loaded.value) {
            pageRun = (run, numberOfRows)
            return run
        }
        guard let pageRun, row >= pageRun.rowsBefore, loadNextPage.isExecuting.value else { return nil }
        return Task { [weak self] in
            await pageRun.run.value
            await self?.rowWillDisplay(at: row)?.value
        }
    }

    // MARK: - Outputs

    /// The screen's title: the text that was searched for.
    let title: String

    /// "12,345 results", "1 result", or "No photos found": the first answer's total, however many pages arrive.
    let summary: String

    /// How many rows the list has: one per photo of the pages loaded.
    var numberOfRows: Int { loaded.value.photos.count }

    /// The view model of `row`: created the first time the row is asked for, the same one ever after.
    func row(at row: Int) -> ResultRowViewModel {
        if let rowViewModel = rows[row] {
            return rowViewModel
        }
        let rowViewModel = ResultRowViewModel(photo: loaded.value.photos[row], flickr: flickr)
        rows[row] = rowViewModel
        return rowViewModel
    }

    /// What the end of the list says: "Loading more…" while the next page loads, "Couldn't load more photos." after it
    /// failed, nil (nothing to say) otherwise.
    let more: Property<String?>

    /// The rows each page added at the end of the list, once its photos are in ``numberOfRows``: insert them below
    /// the rows shown.
    let insertedRows: Signal<Range<Int>>
}
