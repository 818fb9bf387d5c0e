@testable import VIPER

/// Stands in for the results screen: records every state displayed, every row to show again and every range of
/// rows a page added, so a test reads what the presenter told the screen without a list.
@MainActor
final class ResultsViewSpy: ResultsView {
    /// Every state displayed, in order.
    private(set) var states: [ResultsViewState] = []
    /// Every row the view was told to show again, in order.
    private(set) var reloadedRows: [Int] = []
    /// Every range of rows the view was told a page added at the end of the list, in order.
    private(set) var insertedRows: [Range<Int>] = []

    /// Called with the rows a page added, once recorded: a test sets it to show them at once, as a list shorter than
    /// its screen would.
    var onInsertRows: (Range<Int>) -> Void = { _ in }

    func display(_ state: ResultsViewState) {
        states.append(state)
    }

    func reloadRow(_ row: Int) {
        reloadedRows.append(row)
    }

    func insertRows(_ rows: Range<Int>) {
        insertedRows.append(rows)
        onInsertRows(rows)
    }
}
