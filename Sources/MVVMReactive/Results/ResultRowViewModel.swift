import Foundation
import Model
import ReactiveCore

/// One result row: its photo's title and thumbnail, and the photo's counts, loaded while the row is visible.
///
/// The MVVM-reactive row view model: ``ResultsViewModel`` makes it the first time its row shows and keeps it, so its
/// counts are fetched at most once per screen; ``ResultsViewController`` binds each cell that shows the row to its
/// outputs (the cell's bindings end when the cell is reused) and forwards the row's appearances. The counts come from
/// an `Action` that runs during this view model's lifetime: a row leaving cancels its run, and so does the row view
/// model going. It knows no widget.
@MainActor
final class ResultRowViewModel {
    // MARK: - State

    /// Ends when the row view model goes, and with it a request under way (``loadCounts`` runs during it).
    private let token = Lifetime.Token()

    /// Fetches the photo's counts; its values become ``detail``.
    private let loadCounts: Action<Void, FlickrPhotoMetadata, any Error>

    /// The run under way while the row is visible, cancelled when it leaves.
    private var countRequest: Task<Void, Never>?

    /// Creates the row of `photo`, which asks `flickr` for the photo's counts.
    init(photo: FlickrPhoto, flickr: any FlickrService) {
        title = Property(value: photo.displayTitle)
        thumbnailURL = Property(value: photo.thumbnailURL)
        loadCounts = Action(lifetime: token.lifetime) { () async throws -> FlickrPhotoMetadata in
            let metadata = try await flickr.metadata(photoID: photo.id)
            try Task.checkCancellation()
            return metadata
        }
        detail = Property(initial: nil, then: loadCounts.values.map(\.summary))
    }

    // MARK: - Inputs

    /// Call when the row is about to appear: loads its counts, unless they are here or on their way. Returns the run,
    /// so the caller can wait for its end; nil when none started.
    @discardableResult
    func willDisplay() -> Task<Void, Never>? {
        guard detail.value == nil else { return nil }
        countRequest = loadCounts.start(())
        return countRequest
    }

    /// Call when the row has left the screen: cancels its counts request, if one is on its way. A failure or a
    /// cancellation leaves ``detail`` empty, so the row asks again the next time it appears.
    func didEndDisplaying() {
        countRequest?.cancel()
        countRequest = nil
    }

    // MARK: - Outputs

    /// The photo's title, or "Untitled".
    let title: Property<String?>

    /// The photo's thumbnail.
    let thumbnailURL: Property<URL?>

    /// "12 favourites · 3 comments" once the counts arrived; nil until then and after a failure.
    let detail: Property<String?>
}
