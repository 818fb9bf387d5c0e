/// How the results use case reports that a row's counts arrived.
///
/// ``ResultsPresenter`` implements it; ``ResultsInteractor`` holds it weakly; interactor tests put a spy in its place.
@MainActor
protocol ResultsInteractorOutput: AnyObject {
    /// The counts of `row`'s photo arrived and are kept; failures and cancellations are not reported.
    func countsLoaded(forRow row: Int)
}
