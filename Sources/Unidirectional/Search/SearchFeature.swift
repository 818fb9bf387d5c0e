import Model
import StoreCore

/// Everything the search screen knows and does: its state, the actions that change it, and the reducer that decides.
///
/// The unidirectional feature: ``SearchViewController``'s `Store` runs ``reduce(_:_:)``, the only code that changes
/// the state; searching and recording a success are effects the store runs. It never touches a widget.
struct SearchFeature {
    // MARK: - Dependencies

    let flickr: any FlickrService
    let recentSearches: RecentSearches

    // MARK: - State

    /// What the search screen shows, and the one flag that refuses a second search while one runs.
    struct State: Equatable {
        /// The search field's text: typed, or a recent search selected — the view renders it either way.
        var text = ""
        /// True from Go (or a selection) until the answer: the spinner and the network indicator show, Go is
        /// disabled, and Go and selections are refused.
        var isSearching = false
        /// The recent searches shown, newest first, as the store last answered them.
        var recentSearches: [RecentSearch] = []
        /// A message the view has yet to show as a toast; the view clears it by sending `tipShown`.
        var tip: String?
        /// Where the view has yet to go; the view clears it by sending `routeFollowed`.
        var route: SearchRoute?

        /// Whether Go can be tapped: the text makes a query and no search is in flight.
        var isGoEnabled: Bool {
            SearchQuery(text) != nil && !isSearching
        }
    }

    // MARK: - Action

    /// What happened: the user's events, named as in every style, the answers the effects send back, and the view's
    /// acknowledgements of the one-off things it was asked to do.
    enum Action: Equatable {
        /// The screen is built: the recent searches are read.
        case viewDidLoad
        /// The key-value store answered the recent searches, newest first.
        case recentSearchesLoaded([RecentSearch])
        /// The user edited the search field; its whole text.
        case searchTextChanged(String)
        /// The user tapped "Go".
        case searchButtonTapped
        /// The user selected the recent search at `index`.
        case recentSearchSelected(at: Int)
        /// Flickr answered the search.
        case searchSucceeded(FlickrSearchResults)
        /// Flickr refused or failed; the message to show.
        case searchFailed(message: String)
        /// The view showed ``State/tip``.
        case tipShown
        /// The view went to ``State/route``.
        case routeFollowed
    }

    // MARK: - Reducer

    /// Changes `state` for `action` and returns the work it needs done; runs nothing itself.
    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            return loadRecentSearches()
        case .recentSearchesLoaded(let searches):
            state.recentSearches = searches
            return .none
        case .searchTextChanged(let text):
            state.text = text
            return .none
        case .searchButtonTapped:
            return startSearch(&state)
        case .recentSearchSelected(let index):
            guard !state.isSearching else { return .none }
            state.text = state.recentSearches[index].text
            return startSearch(&state)
        case .searchSucceeded(let results):
            state.isSearching = false
            state.route = .results(results)
            return record(results)
        case .searchFailed(let message):
            state.isSearching = false
            state.tip = message
            return .none
        case .tipShown:
            state.tip = nil
            return .none
        case .routeFollowed:
            state.route = nil
            return .none
        }
    }

    // MARK: - Effects

    /// Reads the recent searches and sends them back.
    private func loadRecentSearches() -> Effect<Action> {
        .run { [recentSearches] send in
            send(.recentSearchesLoaded(recentSearches.all()))
        }
    }

    /// Searches Flickr for `query`, validated when the search started, and sends back how it went. Cancelled with
    /// the store: a cancelled search sends nothing, so it shows, pushes and records nothing.
    private func search(_ query: SearchQuery) -> Effect<Action> {
        .run { [flickr] send in
            do {
                let results = try await flickr.search(query.text)
                send(.searchSucceeded(results))
            } catch {
                send(.searchFailed(message: error.userFacingMessage))
            }
        }
    }

    /// Puts `results` — received with the answer — at the top of the recent searches, then sends the list back, so
    /// the state the view renders has the new entry.
    private func record(_ results: FlickrSearchResults) -> Effect<Action> {
        .run { [recentSearches] send in
            recentSearches.record(results)
            send(.recentSearchesLoaded(recentSearches.all()))
        }
    }

    // MARK: - Private

    /// Starts the search for the text, unless it makes no query or a search already runs.
    private func startSearch(_ state: inout State) -> Effect<Action> {
        guard !state.isSearching, let query = SearchQuery(state.text) else { return .none }
        state.isSearching = true
        return search(query)
    }
}
