@testable import VIPER

/// A ``ResultsInteractorOutput`` that records the rows whose counts arrived, in order.
@MainActor
final class ResultsInteractorOutputSpy: ResultsInteractorOutput {
    private(set) var loadedRows: [Int] = []

    func countsLoaded(forRow row: Int) {
        loadedRows.append(row)
    }
}
