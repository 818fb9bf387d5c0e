import Model

/// Decides what the search screen shows and what happens when the user searches.
///
/// The MVP presenter, owned by ``SearchViewController``: it tells the passive ``SearchView`` what to show, searches
/// through the Flickr service, records each success in ``RecentSearches`` and navigates through ``SearchRouting``.
@MainActor
final class SearchPresenter {
    // MARK: - Dependencies

    private let flickr: any FlickrService
    private let recentSearches: RecentSearches
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

    /// Creates the presenter over the Flickr service, the recent searches and its router, with `text` in the field
    /// ("" but for a link's search); ``view`` is set afterwards.
    init(flickr: any FlickrService, recentSearches: RecentSearches, router: any SearchRouting, text: String) {
        self.flickr = flickr
        self.recentSearches = recentSearches
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
        showRecentSearches()
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
        view?.display(SearchViewState(isGoEnabled: SearchQuery(text) != nil && search == nil, isLoading: search != nil))
    }

    private func showRecentSearches() {
        recents = recentSearches.all()
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
        guard search == nil, let query = SearchQuery(text) else { return nil }
        view?.endEditing()
        search = Task { [weak self, flickr, recentSearches] in
            defer { self?.searchEnded() }
            do {
                let results = try await flickr.search(query.text)
                try Task.checkCancellation()
                recentSearches.record(results)
                self?.showRecentSearches()
                self?.router.showResults(results)
            } catch is CancellationError {
                // Cancelled because the screen went: there is no one to tell.
            } catch {
                self?.view?.showTip(error.userFacingMessage)
            }
        }
        render()
        return search
    }

    /// Every search ends here, however it ended: loading stops and Go can be tapped again.
    private func searchEnded() {
        search = nil
        render()
    }
}
