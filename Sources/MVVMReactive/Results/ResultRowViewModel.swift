import Foundation
import Model
import ReactiveCore

/// One result row: its photo's title and thumbnail, and the photo's counts, loaded while the row is visible.
///
/// The MVVM-reactive row view model: ``ResultsViewModel`` makes it when its row first shows and keeps it; the cell
/// showing the row binds to its ``detail``. It owns its counts request, and talks to the Flickr service.
@MainActor
final class ResultRowViewModel {
    // MARK: - Dependencies

    private let photo: FlickrPhoto
    private let flickr: any FlickrService

    // MARK: - State

    /// The counts text once it arrived; ``detail`` is its read-only face.
    private let counts = MutableProperty<String?>(nil)

    /// The counts request in flight, nil when none runs. A task, not an `Action`, which refuses to start while a run is
    /// under way: a run cancelled as its row left may still be ending when the row is back.
    private var countRequest: Task<Void, Never>?

    /// Creates the row of `photo`, which asks `flickr` for the photo's counts.
    init(photo: FlickrPhoto, flickr: any FlickrService) {
        self.photo = photo
        self.flickr = flickr
        title = photo.displayTitle
        thumbnailURL = photo.thumbnailURL
        detail = Property(capturing: counts)
    }

    isolated deinit {
        countRequest?.cancel()
    }

    // MARK: - Inputs

    /// Call when the row is about to appear: asks for the photo's counts, unless they are already here or on their
    /// way. Returns the request, so the caller can wait for its end; nil when none started.
    @discardableResult
    func willDisplay() -> Task<Void, Never>? {
        guard counts.value == nil, countRequest == nil else { return nil }
        let request = Task { [weak self, flickr, photoID = photo.id] in
            let text = try? await flickr.metadata(photoID: photoID).summary
            // A cancelled request belongs to a row that left, or to a screen that went: its answer is no one's.
            guard !Task.isCancelled else { return }
            self?.countsEnded(text)
        }
        countRequest = request
        return request
    }

    /// Call when the row has left the screen: cancels its counts request, if one is on its way.
    func didEndDisplaying() {
        countRequest?.cancel()
        countRequest = nil
    }

    // MARK: - Outputs

    /// The photo's title, or "Untitled"; it never changes.
    let title: String

    /// The photo's thumbnail; it never changes.
    let thumbnailURL: URL?

    /// "12 favourites · 3 comments" once the counts arrived; nil (empty) until then or after a failure.
    let detail: Property<String?>

    // MARK: - Private

    /// Every counts request that was not cancelled ends here. A failure leaves the detail empty: the row asks again
    /// the next time it appears.
    private func countsEnded(_ text: String?) {
        countRequest = nil
        guard let text else { return }
        counts.value = text
    }
}
