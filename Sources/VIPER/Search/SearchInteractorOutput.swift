import Model

/// How the search use case reports what happened to a search.
///
/// ``SearchPresenter`` implements it; ``SearchInteractor`` holds it weakly; interactor tests put a spy in its place.
@MainActor
protocol SearchInteractorOutput: AnyObject {
    /// The text made a query and the search has started.
    func searchStarted()
    /// The service found `results`; the search is recorded among the recent searches.
    func searchSucceeded(with results: FlickrSearchResults)
    /// The service failed with `error`.
    func searchFailed(with error: any Error)
    /// The search has ended, however it ended (after the success or failure report, if any).
    func searchEnded()
}
