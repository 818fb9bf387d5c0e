import Model

/// Decides what the search screen shows and what happens when the user searches.
///
/// The MVVM view model, bound by hand: ``SearchViewController`` owns it, calls its inputs and sets its output closures;
/// whoever assembled the screen takes ``onRoute``. It validates, searches Flickr and records each success.
@MainActor
final class SearchViewModel {
    // MARK: - Dependencies

    private let flickr: any FlickrService
    private let recentSearches: RecentSearches

    // MARK: - State

    private var text = ""

    /// The recent searches shown, newest first; replaced whole whenever they change.
    private var recents: [RecentSearch] = []

    /// The search in flight, nil when none runs: Go and selections are refused while it runs, and it is cancelled
    /// when this view model goes.
    private var search: Task<Void, Never>?

    /// Creates the view model over the Flickr service and the recent searches; the view sets the output closures
    /// afterwards.
    init(flickr: any FlickrService, recentSearches: RecentSearches) {
        self.flickr = flickr
        self.recentSearches = recentSearches
    }

    /// Creates the view model over `environment`'s Flickr service and store, as every assembly of the screen does.
    convenience init(environment: AppEnvironment) {
        self.init(flickr: environment.flickr, recentSearches: RecentSearches(store: environment.store))
    }

    isolated deinit {
        search?.cancel()
    }

    // MARK: - Inputs

    /// Call once the screen is built and the outputs are set: emits the recent searches and the first state.
    func viewDidLoad() {
        showRecentSearches()
        render()
    }

    /// Call when the user edits the search field, with its whole text.
    func searchTextChanged(_ text: String) {
        self.text = text
        render()
    }

    /// Call when the app puts `text` in the search field in code (a link's text, N2): the field shows it, and Go
    /// follows it as if it had been typed (S1).
    func searchTextSet(_ text: String) {
        setSearchText(text)
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

    /// What the screen shows apart from its recent searches: whether Go is enabled, whether a search is loading.
    /// Emits through ``onStateChange`` whenever set; a `didSet` never delivers the value it already has, so
    /// ``viewDidLoad()`` sets the first.
    private(set) var state = SearchViewState(isGoEnabled: false, isLoading: false) {
        didSet { onStateChange?(state) }
    }

    /// Emits when ``state`` is set, with the new state to render.
    var onStateChange: ((SearchViewState) -> Void)?

    /// The rows of the recent searches, newest first, replaced whole and emitted through ``onRecentRowsChange`` each
    /// time: the seed mutated an array nobody could observe, so its list never learned of a change.
    private(set) var recentRows: [RecentSearchRowState] = [] {
        didSet { onRecentRowsChange?(recentRows) }
    }

    /// Emits when ``recentRows`` is replaced, with all the rows to show.
    var onRecentRowsChange: (([RecentSearchRowState]) -> Void)?

    /// Emits when the search field's text must be set in code (a recent search selected, a link), with the text.
    var onSearchTextChange: ((String) -> Void)?

    /// Emits when a search starts: the search field ends editing (the keyboard goes away).
    var onEndEditing: (() -> Void)?

    /// Emits when the user must be told something: why a search failed.
    var onTip: ((String) -> Void)?

    /// Emits when the screen must navigate: after a successful search, to its results.
    var onRoute: ((SearchRoute) -> Void)?

    private func render() {
        state = SearchViewState(isGoEnabled: SearchQuery(text) != nil && search == nil, isLoading: search != nil)
    }

    private func showRecentSearches() {
        recents = recentSearches.all()
        recentRows = recents.map { RecentSearchRowState(text: $0.rowText, thumbnailURL: $0.thumbnailURL) }
    }

    // MARK: - Private

    /// Text set in code fires no editing event, so the view model keeps its own copy and never waits for the view to
    /// echo it back.
    private func setSearchText(_ text: String) {
        self.text = text
        onSearchTextChange?(text)
    }

    private func startSearch() -> Task<Void, Never>? {
        guard search == nil, let query = SearchQuery(text) else { return nil }
        onEndEditing?()
        search = Task { [weak self, flickr, recentSearches] in
            defer { self?.searchEnded() }
            do {
                let results = try await flickr.search(query.text)
                try Task.checkCancellation()
                recentSearches.record(results)
                self?.showRecentSearches()
                self?.onRoute?(.results(results))
            } catch is CancellationError {
                // Cancelled because the screen went: there is no one to tell.
            } catch {
                self?.onTip?(error.userFacingMessage)
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
