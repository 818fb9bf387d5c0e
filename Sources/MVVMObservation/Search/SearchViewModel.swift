import Model
import Observation

/// Decides what the search screen shows and what happens when the user searches.
///
/// The MVVM view model, observed: ``SearchViewController`` owns it and reads it in its tracked pass. It talks to the
/// Flickr service and ``RecentSearches``, and in the app tells its ``AppNavigator`` of a success.
@Observable
@MainActor
final class SearchViewModel {
    // MARK: - Dependencies

    private let flickr: any FlickrService
    private let recentSearches: RecentSearches

    /// The app this screen is part of, which a search's results reach; nil for a screen built alone, which follows
    /// ``route`` itself. Set by the app model that makes the view model; weak, since the app model owns it.
    @ObservationIgnored weak var navigator: (any AppNavigator)?

    // MARK: - State

    /// The recent searches shown, newest first; replaced whole whenever they change.
    private var recents: [RecentSearch] = []

    /// The search in flight, nil when none runs: Go and selections are refused while it runs, and it is cancelled
    /// when this view model goes. Observed like the outputs, which it decides: Go's enabled state and the spinner.
    private var search: Task<Void, Never>?

    /// Creates the view model over the Flickr service and the recent searches.
    init(flickr: any FlickrService, recentSearches: RecentSearches) {
        self.flickr = flickr
        self.recentSearches = recentSearches
    }

    isolated deinit {
        // Through Observation's storage, not the tracked property: freed inside another object's pass (the app's
        // navigation controller replacing the stack), a tracked read here would keep this registrar observed for good.
        _search?.cancel()
    }

    // MARK: - Inputs

    /// Call once the screen is built: reads the recent searches.
    func viewDidLoad() {
        showRecentSearches()
    }

    /// Call when the user edits the search field, with its whole text.
    func searchTextChanged(_ text: String) {
        self.text = text
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
        text = recents[index].text
        return startSearch()
    }

    /// Call when the screen has shown ``tip``: it is not shown again, and the same tip later shows again.
    func tipShown() {
        tip = nil
    }

    /// Call when the field has ended editing as ``endEditingRequested`` asked: the user may type again while the
    /// search runs, and the next pass must not end that editing.
    func editingEnded() {
        endEditingRequested = false
    }

    /// Call when the screen has gone where ``route`` said: it does not go there again.
    func routeFollowed() {
        route = nil
    }

    // MARK: - Outputs

    /// The search field's text: what the user typed, or the recent search they selected. Text set in code fires no
    /// editing event, so this is where the text lives; the screen shows it and typing sends it back.
    private(set) var text = ""

    /// Whether Go can be tapped: the text makes a query and no search is in flight.
    var isGoEnabled: Bool {
        SearchQuery(text) != nil && search == nil
    }

    /// Whether a search is in flight: the spinner and the network activity indicator show.
    var isLoading: Bool {
        search != nil
    }

    /// The rows of the recent searches, newest first. Stored and replaced whole, where Observation sees it change:
    /// rows computed from ``RecentSearches``, a store Observation cannot see, would never be announced.
    private(set) var recentRows: [RecentSearchRowState] = []

    /// What the user must be told, until the screen has shown it: why a search failed.
    private(set) var tip: String?

    /// Whether the search field must end editing (the keyboard goes away): set when a search starts, until the screen
    /// has ended it.
    private(set) var endEditingRequested = false

    /// Where the screen must go, until it has gone there: after a successful search on a screen built alone, to its
    /// results.
    private(set) var route: SearchRoute?

    // MARK: - Private

    /// Writes the recent searches and reads none of its own properties: run by `viewDidLoad()`, which the app's
    /// navigation controller calls inside its own tracked pass, a read would tie that pass to this list.
    private func showRecentSearches() {
        let all = recentSearches.all()
        recents = all
        recentRows = all.map { RecentSearchRowState(text: $0.rowText, thumbnailURL: $0.thumbnailURL) }
    }

    private func startSearch() -> Task<Void, Never>? {
        guard search == nil, let query = SearchQuery(text) else { return nil }
        endEditingRequested = true
        search = Task { [weak self, flickr, recentSearches] in
            defer { self?.searchEnded() }
            do {
                let results = try await flickr.search(query.text)
                try Task.checkCancellation()
                recentSearches.record(results)
                self?.showRecentSearches()
                self?.found(results)
            } catch is CancellationError {
                // Cancelled because the screen went: there is no one to tell.
            } catch {
                self?.tip = error.userFacingMessage
            }
        }
        return search
    }

    /// A search succeeded: the app shows its results; a screen built alone pushes them.
    private func found(_ results: FlickrSearchResults) {
        if let navigator {
            navigator.searchSucceeded(self, with: results)
        } else {
            route = .results(results)
        }
    }

    /// Every search ends here, however it ended: loading stops and Go can be tapped again.
    private func searchEnded() {
        search = nil
    }
}
