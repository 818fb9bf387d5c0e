/// The passive search screen as its presenter sees it: it renders states and recent searches, sets its text, ends
/// editing and shows tips, and decides nothing.
///
/// ``SearchViewController`` implements it; ``SearchPresenter`` holds it weakly. Tests put a spy in its place.
@MainActor
protocol SearchView: AnyObject {
    /// Shows `state`: whether Go is enabled, and whether a search is loading.
    func display(_ state: SearchViewState)
    /// Shows `rows` as the recent searches, replacing the whole list.
    func displayRecentSearches(_ rows: [RecentSearchRowState])
    /// Puts `text` into the search field in code (a recent search selected); like UIKit, this fires no editing event.
    func setSearchText(_ text: String)
    /// Ends editing in the search field: the keyboard goes away.
    func endEditing()
    /// Shows a short tip to the user.
    func showTip(_ message: String)
}
