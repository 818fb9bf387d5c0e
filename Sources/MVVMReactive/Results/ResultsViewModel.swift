import Model
import ReactiveCore

/// What the results screen shows: its title, the summary, a view model per row, and what the end of the list says.
///
/// The MVVM-reactive view model: ``ResultsViewController`` owns it, binds its outputs and forwards the rows'
/// appearances. It owns the next page's request and its rows' view models, and talks to the Flickr service.
@MainActor
final class ResultsViewModel {
    // MARK: - Dependencies

    private let flickr: any FlickrService

    // MARK: - State

    /// The pages loaded so far, as one answer: the first page's total, every page's photos.
    private var results: FlickrSearchResults

    /// Where the next page stands, the state ``more`` is mapped from. Not an `Action`, which sends its values while its
    /// run is under way: a short page's new last row, shown as its rows arrive, would find it refusing to start.
    private let nextPage: MutableProperty<NextPage>

    /// Where the next page stands: reaching the end asks for it when it is idle or failed.
    private enum NextPage {
        /// Flickr has more pages, and none is on its way.
        case idle
        /// On its way: reaching the end again asks for nothing.
        case loading
        /// The last request failed: the rows stay, and reaching the end again asks again.
        case failed
        /// Flickr has no more pages.
        case ended
    }

    /// The next page's request in flight, nil when none runs: cancelled when this view model goes.
    private var pageRequest: Task<Void, Never>?

    /// Sends on ``insertedRows``.
    private let insertedRowsInput: Signal<Range<Int>>.Observer

    /// The view model of every row asked for so far, by row.
    private var rows: [Int: ResultRowViewModel] = [:]

    /// Creates the view model of `results`, whose rows ask `flickr` for their counts and whose end asks it for the
    /// next page.
    init(results: FlickrSearchResults, flickr: any FlickrService) {
        self.flickr = flickr
        self.results = results
        title = results.searchString
        summary = results.summary
        nextPage = MutableProperty(results.hasMorePages ? .idle : .ended)
        more = nextPage.map { nextPage in
            switch nextPage {
            case .loading: ResultsTexts.loadingMore
            case .failed: ResultsTexts.loadMoreFailed
            case .idle, .ended: nil
            }
        }
        (insertedRows, insertedRowsInput) = Signal.pipe()
    }

    isolated deinit {
        pageRequest?.cancel()
    }

    // MARK: - Inputs

    /// Call when the row at `row` is about to appear: the last row asks for the next page, unless one is on its way or
    /// Flickr has no more. Returns the page request, so the caller can wait for its end; nil when none started.
    @discardableResult
    func rowWillDisplay(at row: Int) -> Task<Void, Never>? {
        guard row == numberOfRows - 1, nextPage.value == .idle || nextPage.value == .failed else { return nil }
        nextPage.value = .loading
        let request = Task { [weak self, flickr, text = results.searchString, next = results.page + 1] in
            let page = try? await flickr.search(text, page: next)
            // A cancelled request belongs to a screen that went: its page is no one's.
            guard !Task.isCancelled else { return }
            self?.pageEnded(page)
        }
        pageRequest = request
        return request
    }

    // MARK: - Outputs

    /// The screen's title: the text that was searched for.
    let title: String

    /// "12,345 results", "1 result", or "No photos found": the first answer's total, however many pages arrive.
    let summary: String

    /// How many rows the list has: one per photo of the pages loaded.
    var numberOfRows: Int { results.photos.count }

    /// The view model of `row`: created the first time the row is asked for, the same one ever after.
    func row(at row: Int) -> ResultRowViewModel {
        if let rowViewModel = rows[row] {
            return rowViewModel
        }
        let rowViewModel = ResultRowViewModel(photo: results.photos[row], flickr: flickr)
        rows[row] = rowViewModel
        return rowViewModel
    }

    /// What the end of the list says: "Loading more…" while the next page loads, "Couldn't load more photos." after it
    /// failed, nil (nothing to say) otherwise.
    let more: Property<String?>

    /// Emits the rows each page added at the end of the list, once ``numberOfRows`` counts them: insert them below the
    /// rows shown.
    let insertedRows: Signal<Range<Int>>

    // MARK: - Private

    /// Every page request that was not cancelled ends here. A page is appended below the rows shown; a failure keeps
    /// them and says so, and the end reached again asks once more.
    private func pageEnded(_ page: FlickrSearchResults?) {
        pageRequest = nil
        guard let page else {
            nextPage.value = .failed
            return
        }
        let appended = results.photos.count..<results.photos.count + page.photos.count
        results = results.appending(page)
        nextPage.value = results.hasMorePages ? .idle : .ended
        // The rows go in last: a short page may show its own last row at once, which asks for the next page and must
        // find it idle.
        insertedRowsInput.send(appended)
    }
}
