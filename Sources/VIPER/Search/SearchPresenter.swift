import Model

/// Decides what the search screen shows and what its events ask of the use case.
///
/// The VIPER Presenter: ``SearchViewController`` owns it and forwards every event to it. It owns its
/// ``SearchInteractor`` (the use case) and its ``SearchRouting`` (navigation), and refers back to the passive
/// ``SearchView`` weakly. It keeps the typed text and the recent searches shown (replaced whole), turns view events
/// into interactor requests, and the interactor's answers and reports (``SearchInteractorOutput``) into view states,
/// rows, tips and routes. No HeadlessUI here.
@MainActor
final class SearchPresenter {
    // MARK: - Dependencies

    private let interactor: SearchInteractor
    private let router: any SearchRouting

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any SearchView)?

    // MARK: - State

    private var text = ""

    /// The recent searches shown, newest first; replaced whole whenever they change.
    private var recents: [RecentSearch] = []

    /// Creates the presenter over its interactor and router; ``view`` is set afterwards.
    init(interactor: SearchInteractor, router: any SearchRouting) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - Inputs

    /// Call once the screen is built: shows the recent searches and the first state.
    func viewDidLoad() {
        showRecentSearches()
        render()
    }

    /// Call when the user edits the search field, with its whole text.
    func searchTextChanged(_ text: String) {
        self.text = text
        render()
    }

    /// Call when the user taps "Go": asks the interactor to search for the text, and nothing more. Returns the
    /// search, so the caller can wait for its end; nil when nothing started.
    @discardableResult
    func searchButtonTapped() -> Task<Void, Never>? {
        interactor.search(for: text)
    }

    /// Call when the user selects the recent search at `index`: puts its text in the field and asks the interactor
    /// to search for it, as Go would. Returns the search; nil when nothing started (a search is already running).
    @discardableResult
    func recentSearchSelected(at index: Int) -> Task<Void, Never>? {
        guard !interactor.isSearching else { return nil }
        setSearchText(recents[index].text)
        return interactor.search(for: text)
    }

    // MARK: - Outputs

    private func render() {
        view?.display(
            SearchViewState(
                isGoEnabled: interactor.canSearch(for: text) && !interactor.isSearching,
                isLoading: interactor.isSearching
            )
        )
    }

    private func showRecentSearches() {
        recents = interactor.allRecentSearches()
        view?.displayRecentSearches(
            recents.map { RecentSearchRowState(text: $0.rowText, thumbnailURL: $0.thumbnailURL) })
    }

    // MARK: - Private

    /// Text set in code fires no editing event, so the presenter keeps its own copy and never waits for the view to
    /// echo it back.
    private func setSearchText(_ text: String) {
        self.text = text
        view?.setSearchText(text)
    }
}

/// The interactor's reports, turned into what the screen shows and where it goes.
extension SearchPresenter: SearchInteractorOutput {
    /// Ends editing and shows the busy state: the spinner, and Go disabled.
    func searchStarted() {
        view?.endEditing()
        render()
    }

    /// Shows the recent searches again, the new one on top, and the results.
    func searchSucceeded(with results: FlickrSearchResults) {
        showRecentSearches()
        router.showResults(results)
    }

    /// Shows the service's message.
    func searchFailed(with error: any Error) {
        view?.showTip(error.userFacingMessage)
    }

    /// Stops the spinner and lets Go be tapped again.
    func searchEnded() {
        render()
    }
}
