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

    /// Searches through the real service and records `flickr.search("<text>")` with the results' summary as the
    /// results screen words it ("12,345 results"), and the photos in this page when that is fewer. Main-actor
    /// isolated, as every call here, so it is numbered where the style makes it (see ``Tracer``).
    @MainActor
    public func search(_ text: String) async throws -> FlickrSearchResults {
        try await tracer.measure("flickr.search(\(String(reflecting: text)))") {
            try await base.search(text)
        } describe: { results in
            results.summary
                + (results.photos.count < results.totalResults ? ", \(results.photos.count) in this page" : "")
        }
    }

    /// Fetches through the real service and records `flickr.metadata("<id>")` with the two counts as the row
    /// shows them ("1 favourite · 1 comment").
    @MainActor
    public func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
        try await tracer.measure("flickr.metadata(\(String(reflecting: photoID)))") {
            try await base.metadata(photoID: photoID)
        } describe: { metadata in
            metadata.summary
        }
    }
}
