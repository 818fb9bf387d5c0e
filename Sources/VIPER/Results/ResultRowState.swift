import Foundation

/// What one result row shows; the row view renders it in one go.
///
/// ``ResultsPresenter`` computes it from the photo and its counts, if fetched, and hands it to
/// ``ResultRowView/display(_:)``.
struct ResultRowState: Equatable {
    /// The photo's title, or "Untitled".
    var title: String
    /// The photo's thumbnail.
    var thumbnailURL: URL
    /// "12 favourites · 3 comments" once the counts arrived; nil (empty) until then or after a failure.
    var detail: String?
}
