import Model

/// Decides what the results screen shows: the summary, a row per photo with its counts, and the next page at the end.
///
/// The VIPER Presenter: ``ResultsViewController`` owns it; it asks its use case through ``ResultsInteractorInput``,
/// tells the passive ``ResultsView`` and fills each row through ``ResultRowView``. No HeadlessUI.
@MainActor
final class ResultsPresenter {
    // MARK: - Dependencies

    private let interactor: any ResultsInteractorInput

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any ResultsView)?

    // MARK: - State

    /// The results so far: the first page, then as the interactor reports them with each page appended.
    private var results: FlickrSearchResults

    /// Each photo's counts once they arrived, by photo id: fetched at most once per screen.
    private var counts: [String: FlickrPhotoMetadata] = [:]

    /// The counts requests in flight, by photo id, with the row that asked: a row's request is cancelled when the
    /// row leaves the screen, and every one when this presenter goes.
    private var countRequests: [String: (row: Int, task: Task<Void, Never>)] = [:]

    /// The next page's request, nil when none runs: reaching the end meanwhile asks for nothing more, and it is
    /// cancelled when this presenter goes.
    private var pageRequest: Task<Void, Never>?

    /// Whether the last page request failed: `results.more` says so until the end, reached again, asks again.
    private var pageFailed = false

    /// Creates the presenter of `results` over its interactor; ``view`` is set afterwards.
    init(results: FlickrSearchResults, interactor: any ResultsInteractorInput) {
        self.results = results
        self.interactor = interactor
    }

    isolated deinit {
        for request in countRequests.values {
            request.task.cancel()
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
        countRequests.removeValue(forKey: results.photos[row].id)?.task.cancel()
    }

    // MARK: - Outputs

    /// How many rows the list has: one per photo of the pages loaded.
    var numberOfRows: Int { results.photos.count }

    /// Fills `rowView` with `row`'s photo: its title, thumbnail and counts, if they are here.
    func configure(_ rowView: any ResultRowView, forRow row: Int) {
        let photo = results.photos[row]
        rowView.display(
            ResultRowState(
                title: photo.displayTitle, thumbnailURL: photo.thumbnailURL, detail: counts[photo.id]?.summary)
        )
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

    /// The task holds the interactor, not this presenter: a row that leaves, or the presenter's deinit, cancels it,
    /// and the cancellation reaches the service the interactor awaits. It ends in the interactor's report.
    private func requestCounts(forRow row: Int) -> Task<Void, Never>? {
        let photoID = results.photos[row].id
        guard counts[photoID] == nil, countRequests[photoID] == nil else { return nil }
        let task = Task { [interactor] in
            await interactor.loadCounts(forPhoto: photoID)
        }
        countRequests[photoID] = (row, task)
        return task
    }

    /// As a row's request, the page's task holds the interactor, is cancelled by the deinit and ends in a report.
    private func requestNextPage() -> Task<Void, Never>? {
        guard results.hasMorePages, pageRequest == nil else { return nil }
        pageFailed = false
        let request = Task { [interactor, results] in
            await interactor.loadNextPage(of: results)
        }
        pageRequest = request
        render()
        return request
    }
}

/// The interactor's reports: each ends the request it answers, and carries what the screen needs.
extension ResultsPresenter: ResultsInteractorOutput {
    /// Keeps the photo's counts for the life of the screen and shows them on the row that asked.
    func countsLoaded(_ metadata: FlickrPhotoMetadata, forPhoto photoID: String) {
        counts[photoID] = metadata
        guard let request = countRequests.removeValue(forKey: photoID) else { return }
        view?.reloadRow(request.row)
    }

    /// Keeps nothing and shows no tip: the row's detail stays empty, and the row asks again the next time it appears.
    func countsFailed(forPhoto photoID: String) {
        countRequests[photoID] = nil
    }

    /// Keeps the grown results and has the list add the page's rows after the rows shown, which stay as they are.
    /// The request ends first: rows that leave the list shorter than the screen show its new last row at once, which
    /// asks for the next page.
    func nextPageLoaded(_ results: FlickrSearchResults) {
        pageRequest = nil
        let firstNewRow = self.results.photos.count
        self.results = results
        view?.insertRows(firstNewRow..<results.photos.count)
        render()
    }

    /// Remembers the failure, with no tip: `results.more` says so.
    func nextPageFailed() {
        pageRequest = nil
        pageFailed = true
        render()
    }
}
