import Model

/// Decides what the search screen shows: the typed text and recent searches it keeps, and what its use case reports.
///
/// The VIPER Presenter: ``SearchViewController`` owns it; it asks its use case through ``SearchInteractorInput``,
/// tells the passive ``SearchView`` and navigates through ``SearchRouting``. No HeadlessUI.
@MainActor
final class SearchPresenter {
    // MARK: - Dependencies

    private let interactor: any SearchInteractorInput
    private let router: any SearchRouting

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any SearchView)?

    // MARK: - State

    private var text: String

    /// The recent searches shown, newest first; replaced whole whenever they change.
    private var recents: [RecentSearch] = []

    /// The search in flight, nil when none runs: Go and selections are refused while it runs, and it is cancelled
    /// when this presenter goes.
    private var search: Task<Void, Never>?

    /// Creates the presenter over its interactor and router, with `text` in the field ("" but for a link's search);
    /// ``view`` is set afterwards.
    init(interactor: any SearchInteractorInput, router: any SearchRouting, text: String) {
        self.interactor = interactor
        self.router = router
        self.text = text
    }

    isolated deinit {
        search?.cancel()
    }

    // MARK: - Inputs

    /// Call once the screen is built: shows the recent searches, the text it was opened with and the first state, and
    /// searches for that text as Go would. Returns the search; nil when nothing started (the text makes no query).
    @discardableResult
    func viewDidLoad() -> Task<Void, Never>? {
        showRecentSearches(interactor.allRecentSearches())
        if !text.isEmpty {
            setSearchText(text)
        }
        render()
        return startSearch()
    }

    /// Call when the user edits the search field, with its whole text.
    func searchTextChanged(_ text: String) {
        self.text = text
        render()
    }

    /// Call when the user taps "Go": searches for the text. Returns the search, so the caller can wait for its end;
    /// nil when nothing started (the text makes no query, or a search is already running).
    @discardableResult
    func searchButtonTapped() -> Task<Void, Never>? {
        startSearch()
    }

    /// Call when the user selects the recent search at `index`: puts its text in the field and searches for it, as
    /// Go would. Returns the search; nil when nothing started (a search is already running).
    @discardableResult
    func recentSearchSelected(at index: Int) -> Task<Void, Never>? {
        guard search == nil else { return nil }
        setSearchText(recents[index].text)
        return startSearch()
    }

    // MARK: - Outputs

    private func render() {
        view?.display(
            SearchViewState(isGoEnabled: interactor.query(for: text) != nil && search == nil, isLoading: search != nil))
    }

    private func showRecentSearches(_ recentSearches: [RecentSearch]) {
        recents = recentSearches
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

    private func startSearch() -> Task<Void, Never>? {
        guard search == nil, let query = interactor.query(for: text) else { return nil }
        view?.endEditing()
        // The task holds the interactor, not this presenter: released mid-search, the presenter's deinit cancels it,
        // and the cancellation reaches the service the interactor awaits.
        search = Task { [interactor] in
            await interactor.search(query)
        }
        render()
        return search
    }

    /// Every search ends here, in the report of its outcome: loading stops and Go can be tapped again.
    private func searchEnded() {
        search = nil
        render()
    }
}

/// The interactor's reports: each carries what it needs and ends the search.
extension SearchPresenter: SearchInteractorOutput {
    /// Shows the recent searches again, the new one on top, and the results.
    func searchSucceeded(with results: FlickrSearchResults, recentSearches: [RecentSearch]) {
        showRecentSearches(recentSearches)
        router.showResults(results)
        searchEnded()
    }

    /// Shows the service's message.
    func searchFailed(with error: any Error) {
        view?.showTip(error.userFacingMessage)
        searchEnded()
    }
}
