@testable import MVP

/// A ``ResultRowView`` that keeps the last row it was told to show, as a cell would.
@MainActor
final class ResultRowSpy: ResultRowView {
    private(set) var shown: ResultRowState?

    func display(_ row: ResultRowState) {
        shown = row
    }
}
