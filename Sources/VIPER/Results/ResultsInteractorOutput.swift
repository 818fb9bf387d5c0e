import Model

/// How the results use case reports a photo's counts.
///
/// ``ResultsPresenter`` implements it; ``ResultsInteractor`` holds it weakly; interactor tests put a spy in its place.
@MainActor
protocol ResultsInteractorOutput: AnyObject {
    /// The counts of the photo `photoID` arrived; failures and cancelled requests are not reported.
    func countsLoaded(_ metadata: FlickrPhotoMetadata, forPhoto photoID: String)
}
