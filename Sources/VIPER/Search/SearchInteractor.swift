import Model

/// The search use case, in entities: which text makes a query, the search, and the recent searches it records.
///
/// The VIPER Interactor: ``SearchPresenter`` owns it and asks it through ``SearchInteractorInput``; it reports to its
/// ``SearchInteractorOutput``. It knows no view, text or route, and keeps no state.
@MainActor
final class SearchInteractor: SearchInteractorInput {
    // MARK: - Dependencies

    private let flickr: any FlickrService
    private let recentSearches: RecentSearches

    /// Where a search's outcome goes; the assembly sets it right after creating the presenter.
    weak var output: (any SearchInteractorOutput)?

    /// Creates the use case over the Flickr service and the recent searches; ``output`` is set afterwards.
    init(flickr: any FlickrService, recentSearches: RecentSearches) {
        self.flickr = flickr
        self.recentSearches = recentSearches
    }

    // MARK: - Inputs

    /// Applies the Model's query rule.
    func query(for text: String) -> SearchQuery? {
        SearchQuery(text)
    }

    /// Asks the recent searches.
    func allRecentSearches() -> [RecentSearch] {
        recentSearches.all()
    }

    /// Asks the Flickr service; results that land after a cancellation are dropped before anything is recorded. The
    /// report carries the recent searches, so the presenter never reads back while this call is on the stack.
    func search(_ query: SearchQuery) async {
        do {
            let results = try await flickr.search(query.text)
            try Task.checkCancellation()
            recentSearches.record(results)
            output?.searchSucceeded(with: results, recentSearches: recentSearches.all())
        } catch is CancellationError {
            // Cancelled because the screen went: there is no one to tell.
        } catch {
            output?.searchFailed(with: error)
        }
    }
}
