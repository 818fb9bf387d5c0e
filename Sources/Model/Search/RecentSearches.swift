import Foundation

/// The recent searches, kept in a ``KeyValueStore``: at most 10, newest first; searching again for a text
/// already listed (ignoring case) moves it to the front with the new answer.
public struct RecentSearches: Sendable {
    static let key = "search.recent"
    /// How many searches are kept.
    public static let limit = 10

    private let store: any KeyValueStore

    /// Creates the list over a store; searches recorded through any instance over the same store are seen.
    public init(store: any KeyValueStore) {
        self.store = store
    }

    /// The recent searches, newest first, at most ``limit``. An entry that cannot be read (a store written by
    /// another version, a damaged file) is skipped rather than costing the whole list.
    public func all() -> [RecentSearch] {
        let stored = store.value([Readable].self, forKey: Self.key) ?? []
        return Array(stored.compactMap(\.search).prefix(Self.limit))
    }

    /// Puts the search at the front (replacing an entry with the same text, ignoring case and surrounding
    /// whitespace) and keeps the newest ``limit``. The list is a convenience, so a store that fails to save
    /// leaves it unchanged rather than failing the search.
    public func record(_ results: FlickrSearchResults) {
        let entry = RecentSearch(
            text: results.searchString.trimmingCharacters(in: .whitespacesAndNewlines),
            totalResults: results.totalResults,
            thumbnailURL: results.photos.first?.thumbnailURL
        )
        let others = all().filter {
            $0.text.trimmingCharacters(in: .whitespacesAndNewlines).caseInsensitiveCompare(entry.text) != .orderedSame
        }
        try? store.setValue(Array(([entry] + others).prefix(Self.limit)), forKey: Self.key)
    }

    /// One stored entry, decoded on its own so that one bad entry does not fail the whole array.
    private struct Readable: Decodable {
        let search: RecentSearch?

        init(from decoder: any Decoder) throws {
            search = try? RecentSearch(from: decoder)
        }
    }
}
