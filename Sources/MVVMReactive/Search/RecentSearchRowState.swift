import Foundation

/// What one row of the recent searches shows.
///
/// ``SearchViewModel`` computes the whole list from the recent searches and sends it as one value whenever it
/// changes.
struct RecentSearchRowState: Equatable {
    /// "<text> (<total>)", the total comma-grouped.
    var text: String
    /// The first result's thumbnail; nil shows the placeholder.
    var thumbnailURL: URL?
}
