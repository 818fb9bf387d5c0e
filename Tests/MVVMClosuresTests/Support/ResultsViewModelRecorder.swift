@testable import MVVMClosures

/// Records everything a ``ResultsViewModel`` emits by setting its output closures as ``ResultsViewController`` does,
/// so tests read the screen without any widget.
@MainActor
final class ResultsViewModelRecorder {
    private(set) var moreTexts: [String?] = []
    private(set) var insertedRows: [Range<Int>] = []

    /// Binds to `viewModel`'s outputs; the view model keeps the closures, which hold the recorder weakly.
    init(_ viewModel: ResultsViewModel) {
        viewModel.onMoreChange = { [weak self] more in self?.moreTexts.append(more) }
        viewModel.onRowsInsert = { [weak self] rows in self?.insertedRows.append(rows) }
    }
}
