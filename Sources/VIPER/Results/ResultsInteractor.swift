import Model

/// The results use case, in entities — photo ids, counts and search results, never rows: counts, and the next page.
///
/// The VIPER Interactor: ``ResultsPresenter`` owns it and asks it through ``ResultsInteractorInput``; it reports to
/// its ``ResultsInteractorOutput``. It knows no row, cell or text, and keeps no state.
@MainActor
final class ResultsInteractor: ResultsInteractorInput {
    // MARK: - Dependencies

    private let flickr: any FlickrService

    /// Where counts and pages are reported; the assembly sets it right after creating the presenter.
    weak var output: (any ResultsInteractorOutput)?

    /// Creates the use case over `flickr`; ``output`` is set afterwards.
    init(flickr: any FlickrService) {
        self.flickr = flickr
    }

    // MARK: - Inputs

    /// Asks the Flickr service. Counts or a failure that land after a cancellation are dropped: a row that left and
    /// came back has asked again, and only that request's report is its own.
    func loadCounts(forPhoto photoID: String) async {
        do {
            let metadata = try await flickr.metadata(photoID: photoID)
            try Task.checkCancellation()
            output?.countsLoaded(metadata, forPhoto: photoID)
        } catch {
            guard !Task.isCancelled else { return }
            output?.countsFailed(forPhoto: photoID)
        }
    }

    /// Asks the Flickr service for the page after `results`; a page that lands after a cancellation is dropped.
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
