/// Records everything a presenter tells the search screen — states, the recent searches, text set in code, ending
/// editing, tips — so the shared scenarios read the screen without a widget.
///
/// Generic over the module's own state and row types: MVP's and VIPER's test targets make it their passive
/// `SearchView` with one conditional conformance. The recent searches are recorded as ``SearchFixtures/RecentRow``,
/// the fixtures' own rows, so a scenario compares them with the fixtures directly.
@MainActor
public final class SearchViewRecorder<State: SearchViewStateProtocol, RecentRow: RecentSearchRowStateProtocol> {
    /// Every state displayed, in order.
    public private(set) var states: [State] = []
    /// Every list of recent searches displayed, in order, each whole.
    public private(set) var recentSearchesShown: [[SearchFixtures.RecentRow]] = []
    /// Every text the search field was given in code, in order.
    public private(set) var searchTextsSet: [String] = []
    /// How many times the search field was told to end editing.
    public private(set) var endEditingCount = 0
    /// Every tip shown, in order.
    public private(set) var tips: [String] = []

    /// Creates a recorder that has recorded nothing.
    public init() {}

    /// Records `state` as displayed.
    public func display(_ state: State) {
        states.append(state)
    }

    /// Records `rows` as the whole list of recent searches displayed.
    public func displayRecentSearches(_ rows: [RecentRow]) {
        recentSearchesShown.append(rows.map { SearchFixtures.RecentRow(text: $0.text, thumbnailURL: $0.thumbnailURL) })
    }

    /// Records the text the search field was given in code.
    public func setSearchText(_ text: String) {
        searchTextsSet.append(text)
    }

    /// Counts one end of editing.
    public func endEditing() {
        endEditingCount += 1
    }

    /// Records `message` as shown.
    public func showTip(_ message: String) {
        tips.append(message)
    }
}
