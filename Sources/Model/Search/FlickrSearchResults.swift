import Foundation

/// The answer to one search: the photos of the first page and how many photos match in all.
public struct FlickrSearchResults: Hashable, Sendable {
    /// The text that was searched for, as the user gave it.
    public let searchString: String
    /// The photos of the first page, in Flickr's order (most interesting first).
    public let photos: [FlickrPhoto]
    /// How many photos match in all; at least `photos.count`.
    public let totalResults: Int

    /// Creates search results.
    public init(searchString: String, photos: [FlickrPhoto], totalResults: Int) {
        self.searchString = searchString
        self.photos = photos
        self.totalResults = totalResults
    }
}
