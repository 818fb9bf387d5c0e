import Foundation
import Model
import Observation

/// Decides what one result row shows: its photo's title and thumbnail, and its counts once they arrive.
///
/// The MVVM view model of a row, observed: ``ResultsViewModel`` makes it when its row first shows and keeps it; the
/// cell showing the row reads it in its tracked handler. It owns its counts request and talks to the Flickr service.
@Observable
@MainActor
final class ResultRowViewModel {
    // MARK: - Dependencies

    private let photo: FlickrPhoto
    private let flickr: any FlickrService

    // MARK: - State

    /// The counts request in flight, nil when none runs: cancelled when the row leaves the screen, or when this view
    /// model goes. No cell shows it, so Observation ignores it.
    @ObservationIgnored private var countRequest: Task<Void, Never>?

    /// Creates the view model of `photo`'s row, asking `flickr` for its counts.
    init(photo: FlickrPhoto, flickr: any FlickrService) {
        self.photo = photo
        self.flickr = flickr
    }

    isolated deinit {
        countRequest?.cancel()
    }

    // MARK: - Inputs

    /// Call when the row is about to appear: asks for the photo's counts, unless they are already here or on their
    /// way. Returns the request, so the caller can wait for its end; nil when none started.
    @discardableResult
    func willDisplay() -> Task<Void, Never>? {
        guard detail == nil, countRequest == nil else { return nil }
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

    /// The photo's title, or "Untitled".
    var title: String { photo.displayTitle }

    /// The photo's thumbnail.
    var thumbnailURL: URL { photo.thumbnailURL }

    /// "12 favourites · 3 comments" once the counts arrived; nil (empty) until then or after a failure. Set only by
    /// an answer to a request still wanted.
    private(set) var detail: String?

    // MARK: - Private

    /// Every counts request that was not cancelled ends here. A failure leaves the detail empty and changes nothing:
    /// the row asks again the next time it appears.
    private func countsEnded(_ text: String?) {
        countRequest = nil
        guard let text else { return }
        detail = text
    }
}
