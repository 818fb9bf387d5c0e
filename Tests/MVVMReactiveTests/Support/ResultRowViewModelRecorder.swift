@testable import MVVMReactive

/// Records every detail a ``ResultRowViewModel`` sends after it starts observing, as a cell bound to the row would
/// receive them — and never unbound, so a test hears anything the row would tell a cell still showing it.
@MainActor
final class ResultRowViewModelRecorder {
    private let detailsRecorder: OutputRecorder<String?>

    /// Observes `row`'s detail; the observation ends when the recorder goes.
    init(_ row: ResultRowViewModel) {
        detailsRecorder = OutputRecorder(row.detail)
    }

    /// The details sent after the current one, in order.
    var details: [String?] { Array(detailsRecorder.values.dropFirst()) }
}
