import Model

/// Decides what the results screen shows: its title, the summary, each row's view model, and the next page.
///
/// The MVVM view model of the screen, bound by hand: ``ResultsViewController`` owns it, calls its inputs and sets its
/// output closures; it owns every ``ResultRowViewModel`` it made. It never touches a widget.
@MainActor
final class ResultsViewModel {
    // MARK: - Dependencies

    private let flickr: any FlickrService

    // MARK: - State

    /// The pages loaded so far, as one answer: the first page's total, every page's photos.
    private var results: FlickrSearchResults

    /// The view model of every row asked for so far, by row.
    private var rows: [Int: ResultRowViewModel] = [:]

    /// The next page's request in flight, nil when none runs: the end reached again is ignored while it runs, and it
    /// is cancelled when this view model goes.
    private var pageRequest: Task<Void, Never>?

    /// Creates the view model of `results`, whose rows ask `flickr` for their counts and whose end asks it for the
    /// next page; the view sets the output closures afterwards.
    init(results: FlickrSearchResults, flickr: any FlickrService) {
        self.results = results
        self.flickr = flickr
    }

    isolated deinit {
        pageRequest?.cancel()
    }

    // MARK: - Inputs

    /// Call when the row at `row` is about to appear: the last row, when Flickr has more pages and none is on its way,
    /// asks for the next page. Returns the page request, so the caller can wait for its end; nil when none started.
    @discardableResult
    func rowWillDisplay(at row: Int) -> Task<Void, Never>? {
        guard row == results.photos.count - 1, results.hasMorePages, pageRequest == nil else { return nil }
        let request = Task { [weak self, flickr, text = results.searchString, next = results.page + 1] in
            let page = try? await flickr.search(text, page: next)
            // A cancelled request belongs to a screen that went: its page is no one's.
            guard !Task.isCancelled else { return }
            self?.pageEnded(page)
        }
        pageRequest = request
        more = ResultsTexts.loadingMore
        return request
    }

    // MARK: - Outputs

    /// The screen's title: the text that was searched for.
    var title: String { results.searchString }

    /// "12,345 results", "1 result", or "No photos found": the first answer's total, however many pages arrive.
    var summary: String { results.summary }

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

    /// What the end of the list says: "Loading more…" while the next page loads, "Couldn't load more photos." after
    /// it failed, nil otherwise. Emits through ``onMoreChange`` whenever set; the view reads the first when it loads.
    private(set) var more: String? {
        didSet { onMoreChange?(more) }
    }

    /// Emits when ``more`` is set, with the new text, nil to hide it.
    var onMoreChange: ((String?) -> Void)?

    /// Emits when a page has arrived, with the rows its photos were appended as: the rows already shown stay as they
    /// are.
    var onRowsInsert: ((Range<Int>) -> Void)?

    // MARK: - Private

    /// Every page request that was not cancelled ends here. A page is appended below the rows shown; a failure keeps
    /// them and says so, and the end reached again asks once more.
    private func pageEnded(_ page: FlickrSearchResults?) {
        pageRequest = nil
        guard let page else {
            more = ResultsTexts.loadMoreFailed
            return
        }
        let appended = results.photos.count..<results.photos.count + page.photos.count
        results = results.appending(page)
        // The rows go in last: a short page may show its own last row at once, which asks for the next page and says
        // so, and nothing after it must undo that.
        more = nil
        onRowsInsert?(appended)
    }
}
