import Foundation
import Model

/// Decides what one result row shows: its photo's title and thumbnail, and its counts once they arrive.
///
/// The MVVM view model of a row, bound by hand: ``ResultsViewModel`` owns it for the life of the screen;
/// ``ResultsViewController`` calls its inputs as the row comes and goes, and binds the cell showing the row to it.
@MainActor
final class ResultRowViewModel {
    // MARK: - Dependencies

    private let photo: FlickrPhoto
    private let flickr: any FlickrService

    // MARK: - State

    /// The counts request in flight, nil when none runs: cancelled when the row leaves the screen, or when this view
    /// model goes.
    private var countRequest: Task<Void, Never>?

    /// Creates the view model of `photo`'s row, asking `flickr` for its counts; the view binds ``onDetailChange``
    /// when a cell shows the row.
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

    /// "12 favourites · 3 comments" once the counts arrived; nil (empty) until then or after a failure.
    ///
    /// Emits through ``onDetailChange`` when it is set, which only an answer to a request still wanted does.
    private(set) var detail: String? {
        didSet { onDetailChange?(detail) }
    }

    /// Emits when ``detail`` is set, with the new detail text. The cell showing the row binds it, and the view
    /// unbinds it when the row leaves, before the cell shows another row.
    var onDetailChange: ((String?) -> Void)?

    // MARK: - Private

    /// Every counts request that was not cancelled ends here. A failure leaves the detail empty and emits nothing:
    /// the row asks again the next time it appears.
    private func countsEnded(_ text: String?) {
        countRequest = nil
        guard let text else { return }
        detail = text
    }
}
