import Model

/// The search use case: which text makes a query, the search, and the recent searches it records.
///
/// The VIPER Interactor: ``SearchPresenter`` owns it and asks it; it reports a search's outcome to its
/// ``SearchInteractorOutput`` (the presenter), held weakly. It speaks in entities — ``SearchQuery``,
/// `FlickrSearchResults`, ``RecentSearch`` — and talks to the Model only: the query rule, the Flickr service and
/// ``RecentSearches``. It knows nothing of views, texts or navigation, and keeps no state: a search runs in the task
/// of the presenter that awaits it, and is cancelled with that task.
@MainActor
final class SearchInteractor {
    // MARK: - Dependencies

    private let flickr: any FlickrService
    private let recentSearches: RecentSearches

    /// Where the reports go; the assembly sets it right after creating the presenter.
    weak var output: (any SearchInteractorOutput)?

    /// Creates the use case over the Flickr service and the recent searches; ``output`` is set afterwards.
    init(flickr: any FlickrService, recentSearches: RecentSearches) {
        self.flickr = flickr
        self.recentSearches = recentSearches
    }

    // MARK: - Inputs

    /// The query `text` makes — more than three characters once trimmed — or nil.
    func query(for text: String) -> SearchQuery? {
        SearchQuery(text)
    }

    /// The recent searches, newest first.
    func allRecentSearches() -> [RecentSearch] {
        recentSearches.all()
    }

    /// Searches for `query`, records a success among the recent searches, and reports the outcome. It runs in its
    /// caller's task: cancelled with it, it reports and records nothing, even when the answer has already come.
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
