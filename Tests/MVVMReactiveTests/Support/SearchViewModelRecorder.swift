import Model
import TestSupport

@testable import MVVMReactive

/// Records every output of a ``SearchViewModel`` from the moment it is made, as the view controller's bindings would
/// receive them, so tests read the screen without any widget.
@MainActor
final class SearchViewModelRecorder {
    private let isGoEnabledRecorder: OutputRecorder<Bool>
    private let isLoadingRecorder: OutputRecorder<Bool>
    private let recentRowsRecorder: OutputRecorder<[RecentSearchRowState]>
    private let endEditingRecorder: OutputRecorder<Void>
    private let tipsRecorder: OutputRecorder<String>
    private let resultsRecorder: OutputRecorder<FlickrSearchResults>

    /// Observes `viewModel`'s outputs; the observations end when the recorder goes.
    init(_ viewModel: SearchViewModel) {
        isGoEnabledRecorder = OutputRecorder(viewModel.search.isEnabled)
        isLoadingRecorder = OutputRecorder(viewModel.isLoading)
        recentRowsRecorder = OutputRecorder(viewModel.recentRows)
        endEditingRecorder = OutputRecorder(viewModel.endEditing)
        tipsRecorder = OutputRecorder(viewModel.tips)
        resultsRecorder = OutputRecorder(viewModel.results)
    }

    /// Whether Go was enabled, the current value first, then every change.
    var isGoEnabled: [Bool] { isGoEnabledRecorder.values }

    /// Whether the screen showed it was loading, the current value first, then every change.
    var isLoading: [Bool] { isLoadingRecorder.values }

    /// Each list of recent searches sent after the recorder started (the list before the view loaded aside).
    var recentSearchesShown: [[SearchFixtures.RecentRow]] {
        recentRowsRecorder.values.dropFirst().map { rows in
            rows.map { SearchFixtures.RecentRow(text: $0.text, thumbnailURL: $0.thumbnailURL) }
        }
    }

    /// How many times the field was told to end editing.
    var endEditingCount: Int { endEditingRecorder.values.count }

    /// The tips emitted, in order.
    var tips: [String] { tipsRecorder.values }

    /// The results whose screen was to be shown, in order.
    var results: [FlickrSearchResults] { resultsRecorder.values }
}
