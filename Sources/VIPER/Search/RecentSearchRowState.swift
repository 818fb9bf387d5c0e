import Foundation

/// What one row of the recent searches shows; the passive view renders it in one go.
///
/// ``SearchPresenter`` computes it from a recent search and hands the whole list to
/// ``SearchView/displayRecentSearches(_:)``.
struct RecentSearchRowState: Equatable {
    /// "<text> (<total>)", the total comma-grouped.
    var text: String
    /// The first result's thumbnail; nil shows the placeholder.
    var thumbnailURL: URL?
}
