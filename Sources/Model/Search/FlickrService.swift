import Foundation

/// Searches Flickr photos a page at a time and fetches a photo's counts: ``LiveFlickrService`` over the network or
/// ``OfflineFlickrService`` over the bundled catalogue.
public protocol FlickrService: Sendable {
    /// Page `page` (from 1) of the photos whose text matches, ``FlickrSearchResults/pageSize`` at most; zero matches
    /// are results, not an error. Throws a ``FlickrError`` (or `CancellationError`).
    func search(_ text: String, page: Int) async throws -> FlickrSearchResults
    /// The favourites and comments counts of one photo. Throws a ``FlickrError`` (or `CancellationError`).
    func metadata(photoID: String) async throws -> FlickrPhotoMetadata
}

extension FlickrService {
    /// The first page of the photos whose text matches: what a search screen asks for.
    public func search(_ text: String) async throws -> FlickrSearchResults {
        try await search(text, page: 1)
    }
}
