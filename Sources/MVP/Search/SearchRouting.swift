import Model

/// Where the search screen can navigate to.
///
/// ``SearchPresenter`` owns one and calls it after a successful search; ``SearchRouter`` is the real one and tests
/// put a spy in its place, so navigation is tested without any screen.
@MainActor
protocol SearchRouting: AnyObject {
    /// Shows the results screen of `results`, just found.
    func showResults(_ results: FlickrSearchResults)
}
