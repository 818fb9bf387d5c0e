import Foundation

/// The embedded Flickr service: no key, no network. It searches the bundled catalogue of real photos by
/// case-insensitive title match, a page of ``FlickrSearchResults/pageSize`` at a time as Flickr does, and answers the
/// counts the catalogue knows ("—" for the others), after a simulated latency.
///
/// Unmatched text gives zero results, not an error; a page past the last is empty. An id the catalogue does not know gets
/// ``FlickrError/apiError(code:message:)`` with code 1, "Photo not found", as Flickr itself answers.
/// Cancelling the calling task during the latency throws `CancellationError`.
public struct OfflineFlickrService: FlickrService {
    private let latency: Duration
    private let sleep: @Sendable (Duration) async throws -> Void

    /// Creates the offline service.
    /// - Parameters:
    ///   - latency: how long each answer takes (1 s by default, zero in tests).
    ///   - sleep: how to wait out the latency; tests inject one that records the duration instead of waiting.
    public init(
        latency: Duration = .seconds(1),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.latency = latency
        self.sleep = sleep
    }

    /// Page `page` of the catalogue photos whose title contains `text` (ignoring case and surrounding whitespace).
    public func search(_ text: String, page: Int) async throws -> FlickrSearchResults {
        try await simulateLatency(latency, sleep: sleep)
        guard let catalogue = FlickrCatalogue.bundled else { throw FlickrError.unreadableResponse }
        let matches = catalogue.records(matching: text).compactMap(\.photo)
        let size = FlickrSearchResults.pageSize
        let pageIndex = max(1, page)
        let start = min(matches.count, (pageIndex - 1) * size)
        return FlickrSearchResults(
            searchString: text,
            photos: Array(matches[start..<min(matches.count, start + size)]),
            totalResults: matches.count,
            page: pageIndex,
            pages: max(1, (matches.count + size - 1) / size)
        )
    }

    /// The catalogue's counts for the photo.
    public func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
        try await simulateLatency(latency, sleep: sleep)
        guard let catalogue = FlickrCatalogue.bundled else { throw FlickrError.unreadableResponse }
        guard let record = catalogue.record(id: photoID) else {
            throw FlickrError.apiError(code: 1, message: "Photo not found")
        }
        return record.metadata
    }
}
