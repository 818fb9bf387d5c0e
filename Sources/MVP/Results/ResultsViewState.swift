/// What the results screen shows around its list; the passive view renders it in one go.
///
/// ``ResultsPresenter`` computes it from the search results and the next page's request, and hands it to
/// ``ResultsView/display(_:)``.
struct ResultsViewState: Equatable {
    /// The screen's title: the text that was searched for.
    var title: String
    /// "12,345 results", "1 result", or "No photos found": the total, however many pages have arrived.
    var summary: String
    /// What `results.more` below the list says: "Loading more…" while the next page loads, "Couldn't load more
    /// photos." after it failed; nil, and hidden, otherwise.
    var more: String?
}
