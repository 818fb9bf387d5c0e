import Model

/// What the search presenter asks of its use case: queries, answered at once in entities, and the search, a command
/// whose outcome comes back through ``SearchInteractorOutput`` only.
///
/// ``SearchInteractor`` is the real one; ``SearchPresenter`` owns one; presenter tests put a spy in its place.
@MainActor
protocol SearchInteractorInput: AnyObject {
    /// The query `text` makes — more than three characters once trimmed — or nil.
    func query(for text: String) -> SearchQuery?
    /// The recent searches, newest first.
    func allRecentSearches() -> [RecentSearch]
    /// Searches for `query`, records a success among the recent searches and reports the outcome. It runs in its
    /// caller's task: cancelled with it, it reports and records nothing.
    func search(_ query: SearchQuery) async
}
