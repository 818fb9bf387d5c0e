import Model

@testable import VIPER

/// A ``ResultsInteractorOutput`` that records every report, in order, so the interactor is tested without a
/// presenter.
@MainActor
final class ResultsInteractorOutputSpy: ResultsInteractorOutput {
    /// One report: a photo's counts or their failure, the results grown by the next page, or the next page's failure.
    enum Report: Equatable {
        case countsLoaded(photoID: String, metadata: FlickrPhotoMetadata)
        case countsFailed(photoID: String)
        case nextPageLoaded(FlickrSearchResults)
        case nextPageFailed
    }

    private(set) var reports: [Report] = []

    func countsLoaded(_ metadata: FlickrPhotoMetadata, forPhoto photoID: String) {
        reports.append(.countsLoaded(photoID: photoID, metadata: metadata))
    }

    func countsFailed(forPhoto photoID: String) {
        reports.append(.countsFailed(photoID: photoID))
    }

    func nextPageLoaded(_ results: FlickrSearchResults) {
        reports.append(.nextPageLoaded(results))
    }

    func nextPageFailed() {
        reports.append(.nextPageFailed)
    }
}
