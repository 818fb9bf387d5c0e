import Model

/// Decides what the results screen shows: the summary, one row per photo, and each row's counts, asked of the use
/// case when the row comes into view.
///
/// The VIPER Presenter: ``ResultsViewController`` owns it and forwards the list's events to it. It owns its
/// ``ResultsInteractor`` (the use case) and refers back to the passive ``ResultsView`` weakly; it fills each row
/// through ``ResultRowView``. It maps rows to photos — the interactor knows photos, never rows — keeps the counts the
/// interactor reports (``ResultsInteractorOutput``) for the life of the screen, and turns them into row states and
/// texts. It owns each counts request, as a task running the interactor's use case: a row that leaves the screen
/// cancels its own, and all are cancelled when this presenter goes. No HeadlessUI here.
@MainActor
final class ResultsPresenter {
    // MARK: - Dependencies

    private let results: FlickrSearchResults
    private let interactor: ResultsInteractor

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any ResultsView)?

    // MARK: - State

    /// Each photo's counts once they arrived, by photo id: fetched at most once per screen.
    private var counts: [String: FlickrPhotoMetadata] = [:]

    /// The counts requests in flight, by photo id: a row's request is cancelled when the row leaves the screen,
    /// and every one when this presenter goes.
    private var countRequests: [String: Task<Void, Never>] = [:]

    /// Creates the presenter of `results` over its interactor; ``view`` is set afterwards.
    init(results: FlickrSearchResults, interactor: ResultsInteractor) {
        self.results = results
        self.interactor = interactor
    }

    isolated deinit {
        for request in countRequests.values {
            request.cancel()
        }
    }

    // MARK: - Inputs

    /// Call once the screen is built: shows the title and the summary.
    func viewDidLoad() {
        view?.display(ResultsViewState(title: results.searchString, summary: results.summary))
    }

    /// Call when `row` is about to appear: asks for its photo's counts, unless they are already here or on their
    /// way. Returns the request, so the caller can wait for its end; nil when none started.
    @discardableResult
    func rowWillDisplay(at row: Int) -> Task<Void, Never>? {
        let photoID = results.photos[row].id
        guard counts[photoID] == nil, countRequests[photoID] == nil else { return nil }
        let request = Task { [weak self, interactor] in
            await interactor.loadCounts(forPhoto: photoID)
            // A cancelled request belongs to a row that left, or to a screen that went: its end is no one's.
            guard !Task.isCancelled else { return }
            self?.countsRequestEnded(forPhoto: photoID, row: row)
        }
        countRequests[photoID] = request
        return request
    }

    /// Call when `row` has left the screen: cancels its counts request, if one is on its way.
    func rowDidEndDisplaying(at row: Int) {
        countRequests.removeValue(forKey: results.photos[row].id)?.cancel()
    }

    // MARK: - Outputs

    /// How many rows the list has: one per photo of the page.
    var numberOfRows: Int { results.photos.count }

    /// Fills `rowView` with `row`'s photo: its title, thumbnail and counts, if they are here.
    func configure(_ rowView: any ResultRowView, forRow row: Int) {
        let photo = results.photos[row]
        rowView.display(
            ResultRowState(
                title: photo.displayTitle, thumbnailURL: photo.thumbnailURL, detail: counts[photo.id]?.summary)
        )
    }

    // MARK: - Private

    /// Every counts request that was not cancelled ends here. Counts that arrived show on the row; after a failure
    /// the row's detail stays empty, with no tip, and the row asks again the next time it appears.
    private func countsRequestEnded(forPhoto photoID: String, row: Int) {
        countRequests[photoID] = nil
        guard counts[photoID] != nil else { return }
        view?.reloadRow(row)
    }
}

/// The interactor's reports, turned into what the screen shows. None reads back into the interactor: what a report
/// needs, it carries.
extension ResultsPresenter: ResultsInteractorOutput {
    /// Keeps the photo's counts; its row shows them once the request has ended.
    func countsLoaded(_ metadata: FlickrPhotoMetadata, forPhoto photoID: String) {
        counts[photoID] = metadata
    }
}
