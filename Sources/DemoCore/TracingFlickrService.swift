import Foundation
import Model

/// A ``FlickrService`` that passes every call to the real one and reports it to a ``Tracer``: the search text
/// or photo ID, the time and a summary of the answer.
///
/// The live client keeps its API key to itself, so nothing this sees or prints can contain it.
public struct TracingFlickrService: FlickrService {
    private let base: any FlickrService
    private let tracer: Tracer

    /// Traces `base`'s calls to `tracer`.
    public init(_ base: any FlickrService, tracer: Tracer) {
        self.base = base
        self.tracer = tracer
    }

    /// Searches through the real service and records `flickr.search("<text>")` (`, page: N` for a later page) with the
    /// results' summary as the results screen words it ("12,345 results"), and which page of how many when more
    /// follow. Main-actor isolated, as every call here, so it is numbered where the style makes it (see ``Tracer``).
    @MainActor
    public func search(_ text: String, page: Int) async throws -> FlickrSearchResults {
        let call = "flickr.search(\(String(reflecting: text))" + (page > 1 ? ", page: \(page))" : ")")
        return try await tracer.measure(call) {
            try await base.search(text, page: page)
        } describe: { results in
            results.summary
                + (results.hasMorePages ? ", page \(results.page) of \(results.pages)" : "")
        }
    }

    /// Fetches through the real service and records `flickr.metadata("<id>")` with the two counts as the row
    /// shows them ("1 favourite · 1 comment"), or "counts not in the offline catalogue" when neither is known.
    @MainActor
    public func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
        try await tracer.measure("flickr.metadata(\(String(reflecting: photoID)))") {
            try await base.metadata(photoID: photoID)
        } describe: { metadata in
            metadata.demoSummary
        }
    }
}
