import Model
import ReactiveCore

/// What the search screen shows and does, as a mapping of inputs to outputs built from ReactiveCore's parts.
///
/// The MVVM-reactive view model: ``SearchViewController`` owns it and binds it; whoever assembled the screen binds
/// ``results``. Its ``search`` Action talks to the Flickr service and ``RecentSearches``, and runs during its lifetime.
@MainActor
final class SearchViewModel {
    // MARK: - Dependencies

    private let recentSearches: RecentSearches

    // MARK: - State

    /// Ends when the view model goes, and with it a search under way (``search`` runs during it).
    private let token = Lifetime.Token()

    /// The recent searches shown, newest first: replaced whole, never edited in place.
    private let recents = MutableProperty<[RecentSearch]>([])

    /// Creates the view model over the Flickr service and the recent searches.
    init(flickr: any FlickrService, recentSearches: RecentSearches) {
        self.recentSearches = recentSearches
        search = Action(lifetime: token.lifetime, enabledIf: searchText.map { SearchQuery($0) != nil }) {
            (query: SearchQuery) async throws -> FlickrSearchResults in
            let results = try await flickr.search(query.text)
            try Task.checkCancellation()
            recentSearches.record(results)
            return results
        }
        recentRows = recents.map { searches in
            searches.map { RecentSearchRowState(text: $0.rowText, thumbnailURL: $0.thumbnailURL) }
        }
        isLoading = search.isExecuting
        endEditing = search.isExecuting.signal.filter { $0 }.map { _ in () }
        // A cancelled search belongs to a screen that is gone: it is no one's tip.
        tips = search.errors.filter { !($0 is CancellationError) }.map(\.userFacingMessage)
        results = search.values
        // The recorded search goes to the top of the list as the results arrive; the binding ends with `recents`.
        recents <~ search.values.map { _ in recentSearches.all() }
    }

    /// Creates the view model over `environment`'s Flickr service and store, as every assembly of the screen does.
    convenience init(environment: AppEnvironment) {
        self.init(flickr: environment.flickr, recentSearches: RecentSearches(store: environment.store))
    }

    // MARK: - Inputs

    /// The search field's text. The user's typing is bound into it; selecting a recent search or a link (N2) sets it,
    /// and the field is bound from it, so text set in code reaches the screen like typed text.
    let searchText = MutableProperty("")

    /// Call when the view has loaded and is bound: shows the recent searches.
    func viewDidLoad() {
        recents.value = recentSearches.all()
    }

    /// Call when the user taps "Go": starts ``search`` with the text's query, unless a search is already running
    /// (``search`` refuses it). Returns the run, so the caller can wait for its end; nil when nothing started.
    @discardableResult
    func searchButtonTapped() -> Task<Void, Never>? {
        guard let query = SearchQuery(searchText.value) else { return nil }
        return search.start(query)
    }

    /// Call when the user selects the recent search at `index`: sets ``searchText`` to its text (which the field is
    /// bound from) and searches for it, as Go would. Returns the run; nil when nothing started (a search is running).
    @discardableResult
    func recentSearchSelected(at index: Int) -> Task<Void, Never>? {
        // Not a re-check of what `search` refuses: a search under way must also keep the text it was started with.
        guard !search.isExecuting.value else { return nil }
        searchText.value = recents.value[index].text
        return searchButtonTapped()
    }

    // MARK: - Outputs

    /// Searches for a valid query, one run at a time: enabled exactly when the text makes a query and no search runs
    /// (bind Go's enabled state to its `isEnabled`). Cancelled when this view model goes.
    let search: Action<SearchQuery, FlickrSearchResults, any Error>

    /// Whether a search is running: ``search``'s `isExecuting` (the spinner and the network activity indicator).
    let isLoading: Property<Bool>

    /// The recent searches' rows, the whole list each time it changes.
    let recentRows: Property<[RecentSearchRowState]>

    /// The service's message when a search fails.
    let tips: Signal<String>

    /// Emits when a search starts (``search``'s `isExecuting` turns true): the field ends editing.
    let endEditing: Signal<Void>

    /// The results of each successful search: ``search``'s values, the screen's route. Whoever assembled the screen
    /// binds it and shows them.
    let results: Signal<FlickrSearchResults>
}
