import Foundation

/// What one row of the recent searches shows; the view renders it in one go.
///
/// ``SearchViewModel`` computes it from a recent search and holds the whole list as its
/// ``SearchViewModel/recentRows`` output.
struct RecentSearchRowState: Equatable {
    /// "<text> (<total>)", the total comma-grouped.
    var text: String
    /// The first result's thumbnail; nil shows the placeholder.
    var thumbnailURL: URL?
}
