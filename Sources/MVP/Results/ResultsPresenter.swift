import Model

/// Decides what the results screen shows: the summary, a row per photo, each row's counts and the next page.
///
/// The MVP presenter, owned by ``ResultsViewController``: it tells the passive ``ResultsView`` what to show, fills
/// each row through ``ResultRowView`` and asks the Flickr service for counts and pages as rows come into view.
@MainActor
final class ResultsPresenter {
    // MARK: - Dependencies

    private let flickr: any FlickrService

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any ResultsView)?

    // MARK: - State

    /// The results so far: the first page, then each page that arrived appended.
    private var results: FlickrSearchResults

    /// Each photo's counts text once it arrived, by photo id: fetched at most once per screen.
    private var counts: [String: String] = [:]

    /// The counts requests in flight, by photo id: a row's request is cancelled when the row leaves the screen,
    /// and every one when this presenter goes.
    private var countRequests: [String: Task<Void, Never>] = [:]

    /// The next page's request, nil when none runs: reaching the end meanwhile asks for nothing more, and it is
    /// cancelled when this presenter goes.
    private var pageRequest: Task<Void, Never>?

    /// Whether the last page request failed: `results.more` says so until the end, reached again, asks again.
    private var pageFailed = false

    /// Creates the presenter of `results`, asking `flickr` for counts and pages; ``view`` is set afterwards.
    init(results: FlickrSearchResults, flickr: any FlickrService) {
        self.results = results
        self.flickr = flickr
    }

    isolated deinit {
        for request in countRequests.values {
            request.cancel()
        }
        pageRequest?.cancel()
    }

    // MARK: - Inputs

    /// Call once the screen is built: shows the title and the summary.
    func viewDidLoad() {
        render()
    }

    /// Call when `row` is about to appear: asks for its photo's counts, unless they are already here or on their
    /// way, and, when it is the last row and Flickr has more, for the next page, unless it is already on its way.
    /// Returns a task that ends when all it started has ended, so the caller can wait; nil when it started nothing.
    @discardableResult
    func rowWillDisplay(at row: Int) -> Task<Void, Never>? {
        let countsRequest = requestCounts(forRow: row)
        guard row == results.photos.count - 1, let nextPageRequest = requestNextPage() else { return countsRequest }
        // The caller waits on both, and cancelling its wait reaches both, as it reaches a request returned alone; each
        // request stays this presenter's.
        return Task {
            await withTaskCancellationHandler {
                await countsRequest?.value
                await nextPageRequest.value
            } onCancel: {
                countsRequest?.cancel()
                nextPageRequest.cancel()
            }
        }
    }

    /// Call when `row` has left the screen: cancels its counts request, if one is on its way.
    func rowDidEndDisplaying(at row: Int) {
        countRequests.removeValue(forKey: results.photos[row].id)?.cancel()
    }

    // MARK: - Outputs

    /// How many rows the list has: one per photo of the pages loaded.
    var numberOfRows: Int { results.photos.count }

    /// Fills `rowView` with `row`'s photo: its title, thumbnail and counts, if they are here.
    func configure(_ rowView: any ResultRowView, forRow row: Int) {
        let photo = results.photos[row]
        rowView.display(
            ResultRowState(title: photo.displayTitle, thumbnailURL: photo.thumbnailURL, detail: counts[photo.id]))
    }

    private func render() {
        view?.display(ResultsViewState(title: results.searchString, summary: results.summary, more: more))
    }

    /// What `results.more` says: the page on its way, or the last one failed; nothing otherwise.
    private var more: String? {
        guard pageRequest == nil else { return ResultsTexts.loadingMore }
        return pageFailed ? ResultsTexts.loadMoreFailed : nil
    }

    // MARK: - Private

    private func requestCounts(forRow row: Int) -> Task<Void, Never>? {
        let photoID = results.photos[row].id
        guard counts[photoID] == nil, countRequests[photoID] == nil else { return nil }
        let request = Task { [weak self, flickr] in
            let text = try? await flickr.metadata(photoID: photoID).summary
            // A cancelled request belongs to a row that left, or to a screen that went: its answer is no one's.
            guard !Task.isCancelled else { return }
            self?.countsEnded(text, forPhoto: photoID, row: row)
        }
        countRequests[photoID] = request
        return request
    }

    /// Every counts request that was not cancelled ends here. A failure leaves the row's detail empty and shows no
    /// tip: the row asks again the next time it appears.
    private func countsEnded(_ text: String?, forPhoto photoID: String, row: Int) {
        countRequests[photoID] = nil
        guard let text else { return }
        counts[photoID] = text
        view?.reloadRow(row)
    }

    private func requestNextPage() -> Task<Void, Never>? {
        guard results.hasMorePages, pageRequest == nil else { return nil }
        pageFailed = false
        let request = Task { [weak self, flickr, results] in
            let page = try? await flickr.search(results.searchString, page: results.page + 1)
            // Cancelled, the request belongs to a screen that went: its page is no one's.
            guard !Task.isCancelled else { return }
            self?.pageEnded(page)
        }
        pageRequest = request
        render()
        return request
    }

    /// Every page request that was not cancelled ends here. A page's photos come after the rows shown, which stay as
    /// they are; a failure adds nothing, shows no tip, and says so below the list until the end is reached again.
    private func pageEnded(_ page: FlickrSearchResults?) {
        pageRequest = nil
        if let page {
            let firstNewRow = results.photos.count
            results = results.appending(page)
            view?.insertRows(firstNewRow..<results.photos.count)
        } else {
            pageFailed = true
        }
        render()
    }
}
