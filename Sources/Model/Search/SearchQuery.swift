import Foundation

/// Text worth sending to Flickr: what the user typed, trimmed of surrounding whitespace, with more than three
/// characters left — counted as a reader counts them (grapheme clusters), so "👨‍👩‍👧" is one character and "é" one,
/// whichever way it was composed.
///
/// The search screen's Go button is enabled exactly when the typed text makes a query (S1).
public struct SearchQuery: Hashable, Sendable {
    /// The trimmed text, as sent to the service and shown as the results' title.
    public let text: String

    /// The query for `text`, or nil when fewer than four characters remain after trimming.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count > 3 else { return nil }
        self.text = trimmed
    }
}
