import Foundation

/// One photo of a search result: what a result row shows.
public struct FlickrPhoto: Hashable, Sendable, Codable {
    /// Flickr's photo id (a string of digits); metadata is asked for by this id.
    public let id: String
    /// The photo's title, possibly empty.
    public let title: String
    /// The 240 px thumbnail (`https://live.staticflickr.com/{server}/{id}_{secret}_m.jpg`).
    public let thumbnailURL: URL

    /// Creates a photo.
    public init(id: String, title: String, thumbnailURL: URL) {
        self.id = id
        self.title = title
        self.thumbnailURL = thumbnailURL
    }

    /// The 240-pixel thumbnail Flickr serves for a photo (`https://live.staticflickr.com/{server}/{id}_{secret}_m.jpg`),
    /// from the fields a search answer and the offline catalogue carry; nil when they cannot form an address.
    public static func thumbnailURL(server: String, id: String, secret: String) -> URL? {
        URL(string: "https://live.staticflickr.com/\(server)/\(id)_\(secret)_m.jpg")
    }
}
