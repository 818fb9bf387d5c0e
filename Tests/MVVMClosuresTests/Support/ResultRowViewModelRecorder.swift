@testable import MVVMClosures

/// Records every detail a ``ResultRowViewModel`` emits, bound to its output closure as a cell is bound by
/// ``ResultsViewController`` and never unbound, so a test hears anything the row would tell a cell still showing it.
@MainActor
final class ResultRowViewModelRecorder {
    private(set) var details: [String?] = []

    /// Binds to `row`'s output; the row view model keeps the closure, which holds the recorder weakly.
    init(_ row: ResultRowViewModel) {
        row.onDetailChange = { [weak self] detail in self?.details.append(detail) }
    }
}
