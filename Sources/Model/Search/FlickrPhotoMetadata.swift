import Foundation

/// The counts a result row shows as its detail text ("12 favourites · 3 comments").
///
/// A count is nil when it is not known: the live client always knows both, but the offline catalogue holds the real
/// counts of only a few of its photos and shows "—" for the others rather than making numbers up.
public struct FlickrPhotoMetadata: Hashable, Sendable {
    /// How many people made the photo a favourite, if known.
    public let favourites: Int?
    /// How many comments the photo has, if known.
    public let comments: Int?

    /// Creates metadata.
    public init(favourites: Int?, comments: Int?) {
        self.favourites = favourites
        self.comments = comments
    }
}
