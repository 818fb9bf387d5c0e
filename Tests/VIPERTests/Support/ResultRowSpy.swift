@testable import VIPER

/// Stands in for a list cell: keeps the last row the presenter filled it with, so a test reads what a row shows.
@MainActor
final class ResultRowSpy: ResultRowView {
    /// The row last shown; nil until the presenter fills it.
    private(set) var shown: ResultRowState?

    func display(_ row: ResultRowState) {
        shown = row
    }
}
