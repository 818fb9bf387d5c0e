import Foundation
import Model
import Testing

/// A ``FlickrService`` that records every search, page and metadata request and answers only when the test
/// completes it by hand, so a test can observe loading states and late answers.
///
/// A search's first page is a *search* (what the search screen asks for); a later page is a *page request* (what the
/// results screen asks for when its reader reaches the end, S10), recorded apart so each screen's tests read only their
/// own.
///
/// A request reaches the spy after an actor hop, so await ``waitForSearchRequest(pending:)`` or
/// ``waitForMetadataRequest(pending:)`` before asserting on it. A pending request ends when
/// completed, or throws `CancellationError` when its task is cancelled, which ``cancelledMetadataRequests`` and
/// ``cancelledSearchRequests`` record: that is how a test sees a screen cancel its work.
@MainActor
public final class FlickrServiceSpy: FlickrService {
    private let searches = PendingRequests<String, FlickrSearchResults>(owner: "FlickrServiceSpy")
    private let metadataLoads = PendingRequests<String, FlickrPhotoMetadata>(owner: "FlickrServiceSpy")
    private let pageLoads = PendingRequests<PageRequest, FlickrSearchResults>(owner: "FlickrServiceSpy")

    /// A request for a later page of a search.
    public struct PageRequest: Hashable, Sendable, CustomStringConvertible {
        /// The text searched for.
        public let text: String
        /// The page asked for, from 2.
        public let page: Int

        /// A page request for `page` of `text`.
        public init(text: String, page: Int) {
            self.text = text
            self.page = page
        }

        /// `"cats" page 2`, for failure messages.
        public var description: String { "\(String(reflecting: text)) page \(page)" }
    }

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

    /// Every request for a later page, in order, completed or not.
    public var pageRequests: [PageRequest] { pageLoads.all }

    /// The page requests cancelled while pending, in order.
    public var cancelledPageRequests: [PageRequest] { pageLoads.cancelled }

    /// Page requests not yet completed.
    public var pendingPageCount: Int { pageLoads.pendingCount }

    /// Searches not yet completed.
    public var pendingSearchCount: Int { searches.pendingCount }

    /// Metadata requests not yet completed.
    public var pendingMetadataCount: Int { metadataLoads.pendingCount }

    /// Records the search (page 1) or the page request (a later page), then suspends until the test calls
    /// ``completeSearch(with:sourceLocation:)`` or ``completePage(with:sourceLocation:)``.
    public func search(_ text: String, page: Int) async throws -> FlickrSearchResults {
        if page <= 1 {
            return try await searches.enqueue(text)
        }
        return try await pageLoads.enqueue(PageRequest(text: text, page: page))
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

    /// Returns once at least `count` page requests are pending (at once if they already are), or when the calling
    /// task is cancelled.
    public func waitForPageRequest(pending count: Int = 1) async {
        await pageLoads.waitUntilPending(count)
    }

    /// Returns once `count` page requests have been cancelled.
    public func waitForPageCancellation(count: Int = 1) async {
        await pageLoads.waitUntil { $0.cancelled.count >= count }
    }

    /// Ends the oldest pending page request with `result`; with nothing pending, records an issue instead.
    public func completePage(
        with result: Result<FlickrSearchResults, any Error>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        pageLoads.complete(with: result, call: "completePage(with:)", sourceLocation: sourceLocation)
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
