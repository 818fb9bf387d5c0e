import Model

@testable import VIPER

/// A ``ResultsInteractorOutput`` that records every photo's counts reported, in order, so the interactor is tested
/// without a presenter.
@MainActor
final class ResultsInteractorOutputSpy: ResultsInteractorOutput {
    /// One report: a photo and its counts.
    struct Loaded: Equatable {
        let photoID: String
        let metadata: FlickrPhotoMetadata
    }

    private(set) var loaded: [Loaded] = []

    func countsLoaded(_ metadata: FlickrPhotoMetadata, forPhoto photoID: String) {
        loaded.append(Loaded(photoID: photoID, metadata: metadata))
    }
}
