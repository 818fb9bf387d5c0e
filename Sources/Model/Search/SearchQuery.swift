import Foundation

/// Text worth sending to Flickr: what the user typed, trimmed of surrounding whitespace, with more than three
/// characters left — counted as a reader counts them (grapheme clusters), so "👨‍👩‍👧" is one character and "é" one,
/// whichever way it was composed.
///
/// The search screen's Go button is enabled exactly when the typed text makes a query (S1), and every style asks on
/// every keystroke. So the decision walks only what it needs: the whitespace at each end, then at most four
/// characters. A pasted novel costs a keystroke what "cats" does; the trimmed copy is made only when ``text`` is read.
public struct SearchQuery: Hashable, Sendable {
    /// The typed text without its surrounding whitespace, sharing the typed string's storage.
    private let trimmed: Substring

    /// The trimmed text, as sent to the service and shown as the results' title.
    public var text: String { String(trimmed) }

    /// The query for `text`, or nil when fewer than four characters remain after trimming.
    public init?(_ text: String) {
        let scalars = text.unicodeScalars
        let isWhitespace = CharacterSet.whitespacesAndNewlines.contains
        guard let first = scalars.firstIndex(where: { !isWhitespace($0) }),
            let last = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return nil }
        let trimmed = text[first..<scalars.index(after: last)]
        guard !trimmed.dropFirst(3).isEmpty else { return nil }
        self.trimmed = trimmed
    }
}
