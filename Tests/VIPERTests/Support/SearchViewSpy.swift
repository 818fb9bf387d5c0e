import TestSupport

@testable import VIPER

/// A ``SearchView`` that records everything its presenter tells it, so tests read the screen without any widget.
@MainActor
final class SearchViewSpy: SearchView {
    private(set) var states: [SearchViewState] = []
    private(set) var recentSearchesShown: [[SearchFixtures.RecentRow]] = []
    private(set) var searchTextsSet: [String] = []
    private(set) var endEditingCount = 0
    private(set) var tips: [String] = []

    func display(_ state: SearchViewState) {
        states.append(state)
    }

    func displayRecentSearches(_ rows: [RecentSearchRowState]) {
        recentSearchesShown.append(rows.map { SearchFixtures.RecentRow(text: $0.text, thumbnailURL: $0.thumbnailURL) })
    }

    func setSearchText(_ text: String) {
        searchTextsSet.append(text)
    }

    func endEditing() {
        endEditingCount += 1
    }

    func showTip(_ message: String) {
        tips.append(message)
    }
}
