import Foundation

/// The counts a result row shows as its detail text ("12 favourites · 3 comments").
public struct FlickrPhotoMetadata: Hashable, Sendable {
    /// How many people made the photo a favourite.
    public let favourites: Int
    /// How many comments the photo has.
    public let comments: Int

    /// Creates metadata.
    public init(favourites: Int, comments: Int) {
        self.favourites = favourites
        self.comments = comments
    }
}
