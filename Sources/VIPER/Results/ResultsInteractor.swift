import Model

/// The results use case: a photo's counts, and the next page of the results, fetched when asked.
///
/// The VIPER Interactor: ``ResultsPresenter`` owns it and asks it; it reports arrived counts and pages to its
/// ``ResultsInteractorOutput`` (the presenter), held weakly. It speaks in entities — photo ids, `FlickrPhotoMetadata`
/// and `FlickrSearchResults` — talks to the Flickr service only, and knows nothing of rows, cells or texts. It keeps no
/// state: each request runs in the task of the presenter that awaits it, and is cancelled with that task.
@MainActor
final class ResultsInteractor {
    // MARK: - Dependencies

    private let flickr: any FlickrService

    /// Where arrived counts and pages are reported; the assembly sets it right after creating the presenter.
    weak var output: (any ResultsInteractorOutput)?

    /// Creates the use case over `flickr`; ``output`` is set afterwards.
    init(flickr: any FlickrService) {
        self.flickr = flickr
    }

    // MARK: - Inputs

    /// Asks for the counts of the photo `photoID` and reports them. A failure is reported to no one: the presenter
    /// sees its request end without counts. It runs in its caller's task: cancelled with it — the row left, or the
    /// screen went — it reports nothing, even when the answer has already come.
    func loadCounts(forPhoto photoID: String) async {
        guard let metadata = try? await flickr.metadata(photoID: photoID), !Task.isCancelled else { return }
        output?.countsLoaded(metadata, forPhoto: photoID)
    }

    /// Asks for the page after `results` of the same search and reports `results` with it appended, or that it
    /// failed. It runs in its caller's task: cancelled with it — the screen went — it reports nothing, even when the
    /// page has already come.
    func loadNextPage(of results: FlickrSearchResults) async {
        do {
            let page = try await flickr.search(results.searchString, page: results.page + 1)
            try Task.checkCancellation()
            output?.nextPageLoaded(results.appending(page))
        } catch is CancellationError {
            // Cancelled because the screen went: there is no one to tell.
        } catch {
            output?.nextPageFailed()
        }
    }
}
