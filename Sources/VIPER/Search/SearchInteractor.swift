import Model

/// The search use case: which text makes a query, the search, the recent searches, one search at a time.
///
/// The VIPER Interactor: ``SearchPresenter`` owns it and asks it; it reports a search's progress to its
/// ``SearchInteractorOutput`` (the presenter), held weakly. It talks to the Model only — ``SearchQuery`` for the
/// rule, the Flickr service and ``RecentSearches`` — and knows nothing of views, texts or navigation. It owns the
/// search it starts and cancels it when it goes.
@MainActor
final class SearchInteractor {
    // MARK: - Dependencies

    private let flickr: any FlickrService
    private let recentSearches: RecentSearches

    /// Where the search's progress goes; the assembly sets it right after creating the presenter.
    weak var output: (any SearchInteractorOutput)?

    // MARK: - State

    /// The search in flight, nil when none runs: a second request is refused while it runs, whoever asks, and it is
    /// cancelled when this interactor goes.
    private var search: Task<Void, Never>?

    /// Creates the use case over the Flickr service and the recent searches; ``output`` is set afterwards.
    init(flickr: any FlickrService, recentSearches: RecentSearches) {
        self.flickr = flickr
        self.recentSearches = recentSearches
    }

    isolated deinit {
        search?.cancel()
    }

    // MARK: - Inputs

    /// Whether a search is in flight.
    var isSearching: Bool { search != nil }

    /// Whether `text` makes a query: more than three characters once trimmed.
    func canSearch(for text: String) -> Bool {
        SearchQuery(text) != nil
    }

    /// The recent searches, newest first.
    func allRecentSearches() -> [RecentSearch] {
        recentSearches.all()
    }

    /// Searches for `text` (trimmed), records a success among the recent searches, and reports the search's
    /// progress. Returns the search, so the caller can wait for its end; nil when nothing started (the text makes no
    /// query, or a search is already running).
    @discardableResult
    func search(for text: String) -> Task<Void, Never>? {
        guard search == nil, let query = SearchQuery(text) else { return nil }
        search = Task { [weak self, flickr, recentSearches] in
            defer { self?.searchEnded() }
            do {
                let results = try await flickr.search(query.text)
                try Task.checkCancellation()
                recentSearches.record(results)
                self?.output?.searchSucceeded(with: results)
            } catch is CancellationError {
                // Cancelled because the screen went: there is no one to tell.
            } catch {
                self?.output?.searchFailed(with: error)
            }
        }
        output?.searchStarted()
        return search
    }

    // MARK: - Private

    /// Every search ends here, however it ended.
    private func searchEnded() {
        search = nil
        output?.searchEnded()
    }
}
