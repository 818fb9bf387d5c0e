import Model

/// How the results use case reports a photo's counts and the next page: the only way back from its commands.
///
/// ``ResultsPresenter`` implements it; ``ResultsInteractor`` holds it weakly; interactor tests put a spy in its place.
@MainActor
protocol ResultsInteractorOutput: AnyObject {
    /// The counts of the photo `photoID` arrived.
    func countsLoaded(_ metadata: FlickrPhotoMetadata, forPhoto photoID: String)
    /// The counts of the photo `photoID` failed; a cancelled request is not reported.
    func countsFailed(forPhoto photoID: String)
    /// The next page arrived: `results` are the results asked from, with its photos appended.
    func nextPageLoaded(_ results: FlickrSearchResults)
    /// The next page failed; nothing was appended. A cancelled page request is not reported.
    func nextPageFailed()
}
