import Foundation

/// Searches Flickr photos and fetches a photo's counts: ``LiveFlickrService`` over the network or
/// ``OfflineFlickrService`` over the bundled catalogue.
public protocol FlickrService: Sendable {
    /// The photos whose text matches; zero matches are results, not an error. Throws a ``FlickrError``
    /// (or `CancellationError`).
    func search(_ text: String) async throws -> FlickrSearchResults
    /// The favourites and comments counts of one photo. Throws a ``FlickrError`` (or `CancellationError`).
    func metadata(photoID: String) async throws -> FlickrPhotoMetadata
}
