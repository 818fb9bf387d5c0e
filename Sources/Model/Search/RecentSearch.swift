import Foundation

/// One row of the recent-searches list: "<text> (<total>)" with the first photo's thumbnail.
public struct RecentSearch: Hashable, Sendable, Codable {
    /// What was searched for.
    public let text: String
    /// How many photos matched.
    public let totalResults: Int
    /// The first result's thumbnail, nil when nothing matched.
    public let thumbnailURL: URL?

    /// Creates a recent search.
    public init(text: String, totalResults: Int, thumbnailURL: URL?) {
        self.text = text
        self.totalResults = totalResults
        self.thumbnailURL = thumbnailURL
    }
}
