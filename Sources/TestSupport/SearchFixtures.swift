import Foundation
import Model

/// The data every search suite uses, written once: the Go rule, a search and its results, and the failures.
public enum SearchFixtures {
    /// One row of the S1 rule: the text in the field, and whether Go is enabled.
    public struct GoRow: Sendable, CustomStringConvertible {
        /// The search field's text.
        public let text: String
        /// Whether Go is enabled for it.
        public let isGoEnabled: Bool

        /// The row as test results show it.
        public var description: String { "\(String(reflecting: text)) → \(isGoEnabled)" }
    }

    /// S1: more than three characters after trimming, counted as a reader counts them.
    public static let goRule = [
        GoRow(text: "", isGoEnabled: false),
        GoRow(text: "cat", isGoEnabled: false),
        GoRow(text: "cat ", isGoEnabled: false),
        GoRow(text: "   ", isGoEnabled: false),
        GoRow(text: "cats", isGoEnabled: true),
        GoRow(text: " cats ", isGoEnabled: true),
        GoRow(text: "🐱🐶🐭", isGoEnabled: false),
        GoRow(text: "🐱🐶🐭🐹", isGoEnabled: true),
        GoRow(text: "👨‍👩‍👧👨‍👩‍👧👨‍👩‍👧", isGoEnabled: false),
    ]

    /// The text most tests search for.
    public static let text = "tatras"

    /// What the service answers for ``text``: three sample photos of 12,345.
    public static let results = FlickrSearchResults.sample(text, count: 3, totalResults: 12_345)

    /// The recent-searches row ``results`` makes: its text and total, and its first photo's thumbnail.
    public static let recentRow = RecentRow(text: "tatras (12,345)", thumbnailURL: FlickrPhoto.sample(1).thumbnailURL)

    /// A second search, recorded before ``text`` in tests about the order of the recent searches.
    public static let earlierText = "mountains"

    /// What the service answers for ``earlierText``: no photo.
    public static let earlierResults = FlickrSearchResults.sample(earlierText, count: 0)

    /// The recent-searches row ``earlierResults`` makes: no total to speak of, and no thumbnail.
    public static let earlierRecentRow = RecentRow(text: "mountains (0)", thumbnailURL: nil)

    /// What a recent-searches row shows.
    public struct RecentRow: Equatable, Sendable {
        /// "<text> (<total>)".
        public let text: String
        /// The first photo's thumbnail, nil when nothing matched.
        public let thumbnailURL: URL?

        /// Creates a row, to compare with what a screen shows.
        public init(text: String, thumbnailURL: URL?) {
            self.text = text
            self.thumbnailURL = thumbnailURL
        }
    }

    /// S6: the live client's failures with their own messages, and an error without one.
    public static let failures: [ServiceFailure] = [
        ServiceFailure(error: FlickrError.invalidAPIKey, message: "Flickr rejected the API key.", name: "invalid key"),
        ServiceFailure(
            error: FlickrError.serviceUnavailable(code: 105),
            message: "Flickr is not available right now. Please try again.",
            name: "service unavailable"
        ),
        ServiceFailure(error: FlickrError.httpStatus(429), message: "Flickr answered HTTP 429.", name: "HTTP 429"),
        ServiceFailure(
            error: FlickrError.transport(.notConnectedToInternet),
            message: "There was a problem reaching Flickr.",
            name: "transport"
        ),
        ServiceFailure(
            error: UnexplainedError(),
            message: "Something went wrong. Please try again.",
            name: "an error without a message"
        ),
    ]
}
