import TestSupport

@testable import MVVMClosures

/// Records everything a ``SearchViewModel`` emits by setting its output closures as ``SearchViewController`` does,
/// so tests read the screen without any widget.
@MainActor
final class SearchViewModelRecorder {
    private(set) var states: [SearchViewState] = []
    private(set) var recentSearchesShown: [[SearchFixtures.RecentRow]] = []
    private(set) var searchTextsSet: [String] = []
    private(set) var endEditingCount = 0
    private(set) var tips: [String] = []
    private(set) var routes: [SearchRoute] = []

    /// Binds to `viewModel`'s outputs; the view model keeps the closures, which hold the recorder weakly.
    init(_ viewModel: SearchViewModel) {
        viewModel.onStateChange = { [weak self] state in self?.states.append(state) }
        viewModel.onRecentRowsChange = { [weak self] rows in
            self?.recentSearchesShown.append(
                rows.map { SearchFixtures.RecentRow(text: $0.text, thumbnailURL: $0.thumbnailURL) })
        }
        viewModel.onSearchTextChange = { [weak self] text in self?.searchTextsSet.append(text) }
        viewModel.onEndEditing = { [weak self] in self?.endEditingCount += 1 }
        viewModel.onTip = { [weak self] message in self?.tips.append(message) }
        viewModel.onRoute = { [weak self] route in self?.routes.append(route) }
    }
}
