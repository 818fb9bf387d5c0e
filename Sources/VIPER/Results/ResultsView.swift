/// The passive results screen as its presenter sees it: it shows the title and summary it is given, and reloads a
/// row when told to; it decides nothing.
///
/// ``ResultsViewController`` implements it; ``ResultsPresenter`` holds it weakly. Tests put a spy in its place.
@MainActor
protocol ResultsView: AnyObject {
    /// Shows `state`: the screen's title and the summary line.
    func display(_ state: ResultsViewState)
    /// Shows `row` again from the presenter's answer, if the row is on screen (its counts arrived).
    func reloadRow(_ row: Int)
}
