/// The passive results screen as its presenter sees it: it shows the title, summary and next page's progress it is
/// given, reloads a row and adds the rows of a page when told to; it decides nothing.
///
/// ``ResultsViewController`` implements it; ``ResultsPresenter`` holds it weakly. Tests put a spy in its place.
@MainActor
protocol ResultsView: AnyObject {
    /// Shows `state`: the screen's title, the summary line and what `results.more` says.
    func display(_ state: ResultsViewState)
    /// Shows `row` again from the presenter's answer, if the row is on screen (its counts arrived).
    func reloadRow(_ row: Int)
    /// Shows `rows`, just added at the end of the list (a page arrived), leaving the rows already shown as they are.
    func insertRows(_ rows: Range<Int>)
}
