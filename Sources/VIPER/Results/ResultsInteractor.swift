import Model

/// The results use case: a photo's counts, fetched when asked.
///
/// The VIPER Interactor: ``ResultsPresenter`` owns it and asks it; it reports arrived counts to its
/// ``ResultsInteractorOutput`` (the presenter), held weakly. It speaks in entities — photo ids and
/// `FlickrPhotoMetadata` — talks to the Flickr service only, and knows nothing of rows, cells or texts. It keeps no
/// state: each request runs in the task of the presenter that awaits it, and is cancelled with that task.
@MainActor
final class ResultsInteractor {
    // MARK: - Dependencies

    private let flickr: any FlickrService

    /// Where arrived counts are reported; the assembly sets it right after creating the presenter.
    weak var output: (any ResultsInteractorOutput)?

    /// Creates the use case over `flickr`; ``output`` is set afterwards.
    init(flickr: any FlickrService) {
        self.flickr = flickr
    }

    // MARK: - Inputs

    /// Asks for the counts of the photo `photoID` and reports them. A failure is reported to no one: the presenter
    /// sees its request end without counts. It runs in its caller's task: cancelled with it — the row left, or the
    /// screen went — it reports nothing, even when the answer has already come.
    func loadCounts(forPhoto photoID: String) async {
        guard let metadata = try? await flickr.metadata(photoID: photoID), !Task.isCancelled else { return }
        output?.countsLoaded(metadata, forPhoto: photoID)
    }
}
