/// What the search scenarios drive: the search presenter's inputs, as its view controller calls them.
///
/// MVP's and VIPER's presenters adopt it in their test targets with an empty extension, so
/// ``SearchPresenterScenarios`` runs over either. The events that may start a search follow the async-input contract:
/// they return the search started, which the presenter owns and a caller may only wait for, or nil.
@MainActor
public protocol SearchPresenterInputs: AnyObject {
    /// The screen has loaded.
    func viewDidLoad()
    /// The user edited the search field; `text` is its whole text.
    func searchTextChanged(_ text: String)
    /// The user tapped "Go"; returns the search started, or nil.
    func searchButtonTapped() -> Task<Void, Never>?
    /// The user selected the recent search at `index`; returns the search started, or nil.
    func recentSearchSelected(at index: Int) -> Task<Void, Never>?
}
