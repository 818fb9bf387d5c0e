import Model

/// What the results presenter asks of its use case: two commands, a photo's counts and the next page, whose outcomes
/// come back through ``ResultsInteractorOutput`` only.
///
/// ``ResultsInteractor`` is the real one; ``ResultsPresenter`` owns one; presenter tests put a spy in its place.
@MainActor
protocol ResultsInteractorInput: AnyObject {
    /// Asks for the counts of the photo `photoID` and reports them, or that they failed. It runs in its caller's
    /// task: cancelled with it — the row left, or the screen went — it reports nothing.
    func loadCounts(forPhoto photoID: String) async
    /// Asks for the page after `results` and reports `results` with it appended, or that it failed. It runs in its
    /// caller's task: cancelled with it, it reports nothing.
    func loadNextPage(of results: FlickrSearchResults) async
}
