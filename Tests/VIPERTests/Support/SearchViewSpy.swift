@testable import VIPER

/// Stands in for the search screen: records every state displayed, every list of recent searches, the text set in
/// code, each end of editing and every tip, so a test reads what the presenter told the screen without a widget.
@MainActor
final class SearchViewSpy: SearchView {
    /// Every state displayed, in order.
    private(set) var states: [SearchViewState] = []
    /// Every list of recent searches displayed, in order, each whole.
    private(set) var recentSearchesShown: [[RecentSearchRowState]] = []
    /// Every text the search field was given in code, in order.
    private(set) var searchTextsSet: [String] = []
    /// How many times the search field was told to end editing.
    private(set) var endEditingCount = 0
    /// Every tip shown, in order.
    private(set) var tips: [String] = []

    func display(_ state: SearchViewState) {
        states.append(state)
    }

    func displayRecentSearches(_ rows: [RecentSearchRowState]) {
        recentSearchesShown.append(rows)
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
