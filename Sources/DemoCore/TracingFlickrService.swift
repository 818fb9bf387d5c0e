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

    /// Searches through the real service and records `flickr.search("<text>")` with the photo count.
    public func search(_ text: String) async throws -> FlickrSearchResults {
        try await tracer.measure("flickr.search(\(String(reflecting: text)))") {
            try await base.search(text)
        } describe: { results in
            "\(results.photos.count) of \(results.totalResults) photos"
        }
    }

    /// Fetches through the real service and records `flickr.metadata("<id>")` with the two counts.
    public func metadata(photoID: String) async throws -> FlickrPhotoMetadata {
        try await tracer.measure("flickr.metadata(\(String(reflecting: photoID)))") {
            try await base.metadata(photoID: photoID)
        } describe: { metadata in
            "\(metadata.favourites) favourites, \(metadata.comments) comments"
        }
    }
}
