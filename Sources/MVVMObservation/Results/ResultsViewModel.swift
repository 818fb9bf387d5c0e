import Model
import Observation

/// Decides what the results screen shows: its title, the summary, a view model per row, and what the end says.
///
/// The MVVM view model, observed: ``ResultsViewController`` owns it, calls its inputs and reads it in its tracked
/// pass. It owns the next page's request and its rows' view models, and talks to the Flickr service.
@Observable
@MainActor
final class ResultsViewModel {
    // MARK: - Dependencies

    private let flickr: any FlickrService

    // MARK: - State

    /// The pages loaded so far, as one answer: the first page's total, every page's photos. Replaced whole when a page
    /// arrives, so the pass that read the rows hears of it.
    private var results: FlickrSearchResults

    /// The view model of every row asked for so far, by row. A cache, not an output: Observation ignores it, so a
    /// row made while a pass runs (a screen pushed from another's pass loads its rows) is not tracked by that pass.
    @ObservationIgnored private var rows: [Int: ResultRowViewModel] = [:]

    /// The next page's request in flight, nil when none runs: the end reached again is ignored meanwhile. Observed,
    /// since it decides what the end of the list says.
    private var pageRequest: Task<Void, Never>?

    /// Whether the last page request failed: the end of the list says so until the next request starts.
    private var pageFailed = false

    /// Creates the view model of `results`, whose rows ask `flickr` for their counts and whose end asks it for the
    /// next page.
    init(results: FlickrSearchResults, flickr: any FlickrService) {
        self.results = results
        self.flickr = flickr
    }

    isolated deinit {
        // Through Observation's storage, not the tracked property: freed inside another object's pass (the app's
        // navigation controller replacing the stack), a tracked read here would keep this registrar observed for good.
        _pageRequest?.cancel()
    }

    // MARK: - Inputs

    /// Call when the row at `row` is about to appear: the last row, when Flickr has more pages and none is on its way,
    /// asks for the next page. Returns the page request, so the caller can wait for its end; nil when none started.
    @discardableResult
    func rowWillDisplay(at row: Int) -> Task<Void, Never>? {
        guard row == results.photos.count - 1, results.hasMorePages, pageRequest == nil else { return nil }
        pageFailed = false
        pageRequest = Task { [weak self, flickr, text = results.searchString, next = results.page + 1] in
            let page = try? await flickr.search(text, page: next)
            // A cancelled request belongs to a screen that went: its page is no one's.
            guard !Task.isCancelled else { return }
            self?.pageEnded(page)
        }
        return pageRequest
    }

    // MARK: - Outputs

    /// The screen's title: the text that was searched for.
    var title: String { results.searchString }

    /// "12,345 results", "1 result", or "No photos found": the first answer's total, however many pages arrive.
    var summary: String { results.summary }

    /// How many rows the list has: one per photo of the pages loaded.
    var numberOfRows: Int { results.photos.count }

    /// What the end of the list says: "Loading more…" while the next page loads, "Couldn't load more photos." after
    /// it failed, nil (nothing to show) otherwise.
    var more: String? {
        if pageRequest != nil {
            return ResultsTexts.loadingMore
        }
        return pageFailed ? ResultsTexts.loadMoreFailed : nil
    }

    /// The view model of `row`: created the first time the row is asked for, the same one ever after.
    func row(at row: Int) -> ResultRowViewModel {
        if let rowViewModel = rows[row] {
            return rowViewModel
        }
        let rowViewModel = ResultRowViewModel(photo: results.photos[row], flickr: flickr)
        rows[row] = rowViewModel
        return rowViewModel
    }

    // MARK: - Private

    /// Every page request that was not cancelled ends here. A page's photos are appended below the rows shown; a
    /// failure keeps them and says so, and the end reached again asks once more.
    private func pageEnded(_ page: FlickrSearchResults?) {
        pageRequest = nil
        guard let page else {
            pageFailed = true
            return
        }
        results = results.appending(page)
    }
}
