/// What the results screen shows above its list; the passive view renders it in one go.
///
/// ``ResultsPresenter`` computes it from the search results and hands it to ``ResultsView/display(_:)``.
struct ResultsViewState: Equatable {
    /// The screen's title: the text that was searched for.
    var title: String
    /// "12,345 results", "1 result", or "No photos found".
    var summary: String
}
