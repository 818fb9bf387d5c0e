import Foundation
import Model
import Testing

/// A ``FlickrService`` that records every search and metadata request and answers only when the test
/// completes it by hand, so a test can observe loading states and late answers.
///
/// A request reaches the spy after an actor hop, so await ``waitForSearchRequest(pending:)`` or
/// ``waitForMetadataRequest(pending:)`` before asserting on it. A pending request ends when
/// completed, or throws `CancellationError` when its task is cancelled, which ``cancelledMetadataRequests`` and
/// ``cancelledSearchRequests`` record: that is how a test sees a screen cancel its work.
@MainActor
public final class FlickrServiceSpy: FlickrService {
    private let searches = PendingRequests<String, FlickrSearchResults>(owner: "FlickrServiceSpy")
    private let metadataLoads = PendingRequests<String, FlickrPhotoMetadata>(owner: "FlickrServiceSpy")

    /// Creates a spy with nothing recorded.
    public init() {}

    /// The text of every search, in order, completed or not.
    public var searchRequests: [String] { searches.all }

    /// The photo id of every metadata request, in order, completed or not.
    public var metadataRequests: [String] { metadataLoads.all }

    /// The searches cancelled while pending, in order.
    public var cancelledSearchRequests: [String] { searches.cancelled }

    /// The photo ids of the metadata requests cancelled while pending, in order.
    public var cancelledMetadataRequests: [String] { metadataLoads.cancelled }

    /// The photo ids of the metadata requests waiting to be completed, oldest first.
    public var pendingMetadataRequests: [String] { metadataLoads.pendingRequests }

    /// Searches not yet completed.
    public var pendingSearchCount: Int { searches.pendingCount }

    /// Metadata requests not yet completed.
    public var pendingMetadataCount: Int { metadataLoads.pendingCount }

    /// Records the search, then suspends until the test calls ``completeSearch(with:sourceLocation:)``.
    public func search(_ text: String) async throws -> FlickrSearchResults {
        try await searches.enqueue(text)
    }

    /// Records the request, then suspends until the test calls ``completeMetadata(with:forPhotoID:sourceLocation:)``.
    public func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
        try await metadataLoads.enqueue(photoID)
    }

    /// Returns once at least `count` searches are pending (at once if they already are), or when the
    /// calling task is cancelled.
    public func waitForSearchRequest(pending count: Int = 1) async {
        await searches.waitUntilPending(count)
    }

    /// Returns once at least `count` metadata requests are pending (at once if they already are), or when
    /// the calling task is cancelled.
    public func waitForMetadataRequest(pending count: Int = 1) async {
        await metadataLoads.waitUntilPending(count)
    }

    /// Returns once at least `count` metadata requests for `photoID` have been made (at once if they were), or when
    /// the calling task is cancelled.
    public func waitForMetadataRequest(forPhotoID photoID: String, count: Int = 1) async {
        await metadataLoads.waitUntil { requests in requests.all.count { $0 == photoID } >= count }
    }

    /// Returns once at least `count` metadata requests have been cancelled, or when the calling task is cancelled.
    public func waitForMetadataCancellation(count: Int = 1) async {
        await metadataLoads.waitUntil { $0.cancelled.count >= count }
    }

    /// Completes the oldest pending search; with none pending, records an issue instead.
    public func completeSearch(
        with result: Result<FlickrSearchResults, any Error>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        searches.complete(with: result, call: "completeSearch(with:)", sourceLocation: sourceLocation)
    }

    /// Completes the oldest pending metadata request, or the oldest one for `photoID` when given; with no such
    /// request pending, records an issue instead.
    public func completeMetadata(
        with result: Result<FlickrPhotoMetadata, any Error>,
        forPhotoID photoID: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        metadataLoads.complete(
            with: result,
            call: "completeMetadata(with:forPhotoID:)",
            where: { id in photoID == nil || id == photoID },
            sourceLocation: sourceLocation
        )
    }
}
