@testable import MVVMReactive

/// Records what a ``ResultsViewModel`` tells its screen about the end of the list from the moment it is made — every
/// text of `results.more` and every range of rows a page added — as the view controller's bindings would receive them,
/// so tests read the screen without any widget.
@MainActor
final class ResultsViewModelRecorder {
    private let moreRecorder: OutputRecorder<String?>
    private let insertedRowsRecorder: OutputRecorder<Range<Int>>

    /// Observes `viewModel`'s outputs; the observations end when the recorder goes.
    init(_ viewModel: ResultsViewModel) {
        moreRecorder = OutputRecorder(viewModel.more)
        insertedRowsRecorder = OutputRecorder(viewModel.insertedRows)
    }

    /// What the end of the list said, the current text first, then every change.
    var more: [String?] { moreRecorder.values }

    /// The rows each page added, in order.
    var insertedRows: [Range<Int>] { insertedRowsRecorder.values }
}
