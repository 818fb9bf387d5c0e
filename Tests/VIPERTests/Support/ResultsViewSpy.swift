@testable import VIPER

/// A ``ResultsView`` that records everything its presenter tells it, so tests read the screen without any widget.
@MainActor
final class ResultsViewSpy: ResultsView {
    private(set) var states: [ResultsViewState] = []
    private(set) var reloadedRows: [Int] = []

    func display(_ state: ResultsViewState) {
        states.append(state)
    }

    func reloadRow(_ row: Int) {
        reloadedRows.append(row)
    }
}
