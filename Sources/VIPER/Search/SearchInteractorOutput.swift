import Model

/// How the search use case reports what became of a search: the only way back from its command.
///
/// ``SearchPresenter`` implements it; ``SearchInteractor`` holds it weakly; interactor tests put a spy in its place.
@MainActor
protocol SearchInteractorOutput: AnyObject {
    /// The service found `results`, now recorded: `recentSearches` are all the recent searches, newest first.
    func searchSucceeded(with results: FlickrSearchResults, recentSearches: [RecentSearch])
    /// The service failed with `error`; nothing was recorded.
    func searchFailed(with error: any Error)
}
