import Model

/// The results use case: the search's photos (the Entity), and each photo's counts, fetched when asked, at most
/// once per screen.
///
/// The VIPER Interactor: ``ResultsPresenter`` owns it and asks it; it reports arrived counts to its
/// ``ResultsInteractorOutput`` (the presenter), held weakly. It talks to the Flickr service only and knows nothing
/// of rows on screen, cells or texts. It owns each counts request: the presenter cancels a row's when the row leaves
/// the screen, and all are cancelled when this interactor goes.
@MainActor
final class ResultsInteractor {
    // MARK: - Dependencies

    /// The search's answer: the photos of the page and the total.
    let results: FlickrSearchResults
    private let flickr: any FlickrService

    /// Where arrived counts are reported; the assembly sets it right after creating the presenter.
    weak var output: (any ResultsInteractorOutput)?

    // MARK: - State

    /// Each photo's counts once they arrived, by photo id: fetched at most once per screen.
    private var counts: [String: FlickrPhotoMetadata] = [:]

    /// The counts requests in flight, by photo id.
    private var countRequests: [String: Task<Void, Never>] = [:]

    /// Creates the use case of `results`, asking `flickr` for counts; ``output`` is set afterwards.
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

    /// The counts of `row`'s photo, if they arrived.
    func counts(forRow row: Int) -> FlickrPhotoMetadata? {
        counts[results.photos[row].id]
    }

    /// Asks for the counts of `row`'s photo, unless they are already here or on their way. Returns the request, so
    /// the caller can wait for its end; nil when none started.
    @discardableResult
    func loadCounts(forRow row: Int) -> Task<Void, Never>? {
        let photoID = results.photos[row].id
        guard counts[photoID] == nil, countRequests[photoID] == nil else { return nil }
        let request = Task { [weak self, flickr] in
            let metadata = try? await flickr.metadata(photoID: photoID)
            // A cancelled request belongs to a row that left, or to a screen that went: its answer is no one's.
            guard !Task.isCancelled else { return }
            self?.countsEnded(metadata, forPhoto: photoID, row: row)
        }
        countRequests[photoID] = request
        return request
    }

    /// Cancels the counts request of `row`'s photo, if one is on its way.
    func cancelCounts(forRow row: Int) {
        countRequests.removeValue(forKey: results.photos[row].id)?.cancel()
    }

    // MARK: - Private

    /// Every counts request that was not cancelled ends here. A failure is kept quiet and not remembered: the next
    /// request for the row asks again.
    private func countsEnded(_ metadata: FlickrPhotoMetadata?, forPhoto photoID: String, row: Int) {
        countRequests[photoID] = nil
        guard let metadata else { return }
        counts[photoID] = metadata
        output?.countsLoaded(forRow: row)
    }
}
