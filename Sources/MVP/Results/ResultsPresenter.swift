import Model

/// Decides what the results screen shows: the summary, one row per photo, and each row's counts, fetched when the
/// row comes into view.
///
/// The MVP presenter: ``ResultsViewController`` owns it and forwards the list's events to it; it answers through
/// the passive ``ResultsView``, which it holds weakly, and fills each row through ``ResultRowView``. It asks the
/// Flickr service for a photo's counts when its row becomes visible, keeps them for the life of the screen, and
/// owns each request: a row that leaves the screen cancels its own, and all are cancelled when this presenter goes.
/// It never touches a widget and does not import HeadlessUI.
@MainActor
final class ResultsPresenter {
    // MARK: - Dependencies

    private let results: FlickrSearchResults
    private let flickr: any FlickrService

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any ResultsView)?

    // MARK: - State

    /// Each photo's counts text once it arrived, by photo id: fetched at most once per screen.
    private var counts: [String: String] = [:]

    /// The counts requests in flight, by photo id: a row's request is cancelled when the row leaves the screen,
    /// and every one when this presenter goes.
    private var countRequests: [String: Task<Void, Never>] = [:]

    /// Creates the presenter of `results`, asking `flickr` for counts; ``view`` is set afterwards.
    init(results: FlickrSearchResults, flickr: any FlickrService) {
        self.results = results
        self.flickr = flickr
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
        let request = Task { [weak self, flickr] in
            let text = try? await flickr.metadata(photoID: photoID).summary
            // A cancelled request belongs to a row that left, or to a screen that went: its answer is no one's.
            guard !Task.isCancelled else { return }
            self?.countsEnded(text, forPhoto: photoID, row: row)
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
            ResultRowState(title: photo.displayTitle, thumbnailURL: photo.thumbnailURL, detail: counts[photo.id]))
    }

    // MARK: - Private

    /// Every counts request that was not cancelled ends here. A failure leaves the row's detail empty and shows no
    /// tip: the row asks again the next time it appears.
    private func countsEnded(_ text: String?, forPhoto photoID: String, row: Int) {
        countRequests[photoID] = nil
        guard let text else { return }
        counts[photoID] = text
        view?.reloadRow(row)
    }
}
