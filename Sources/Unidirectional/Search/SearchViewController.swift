import HeadlessUI
import Model
import StoreCore

/// The search screen: the search field, Go, the loading spinner and the recent searches.
///
/// The unidirectional view: it owns the `Store` of ``SearchFeature``, sends it an action for every event and renders
/// what it observes, acknowledging a tip or a route once done. Its navigation controller owns it. It decides nothing.
public final class SearchViewController: ViewController {
    // MARK: - Dependencies

    private let store: Store<SearchFeature.State, SearchFeature.Action>

    /// The services the results screen it pushes asks for its rows' counts.
    private let environment: AppEnvironment

    // MARK: - Views

    private let searchField = TextField(identifier: "search.text", placeholder: "Search Flickr")
    private let goButton = Button(identifier: "search.go", title: "Go")
    private let loadingIndicator = ActivityIndicator(identifier: "search.loading")
    private let recentList = ListView(identifier: "search.recent")

    /// Assembles the search screen over `environment`'s services: the feature holding them, and the store running
    /// it, whose state the controller observes when it loads.
    public convenience init(environment: AppEnvironment) {
        let feature = SearchFeature(
            flickr: environment.flickr, recentSearches: RecentSearches(store: environment.store))
        self.init(store: Store(initialState: SearchFeature.State(), reducer: feature.reduce), environment: environment)
    }

    /// Creates the screen over its store; the screen observes the store's state in ``viewDidLoad()``, and builds the
    /// results screens it pushes over `environment`.
    init(store: Store<SearchFeature.State, SearchFeature.Action>, environment: AppEnvironment) {
        self.store = store
        self.environment = environment
        super.init()
        title = "Flickr Search"
    }

    // MARK: - Lifecycle

    /// Adds the widgets, sends their events to the store, observes its state, then tells it the screen is ready.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        bindOutputs()
        store.send(.viewDidLoad)
    }

    // MARK: - Outputs

    /// Starts the spinner and the network activity indicator and ends editing when a search starts; stops them when
    /// it ends.
    private func showSearching(_ isSearching: Bool) {
        if isSearching {
            searchField.endEditing()
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
        setNetworkActivityIndicatorVisible(isSearching)
    }

    /// Shows `message` as a toast, then tells the store it was shown.
    private func showTip(_ message: String) {
        window?.toast.show(message)
        store.send(.tipShown)
    }

    /// Goes where the state says, with this style's own screens, then tells the store it went.
    private func show(_ route: SearchRoute) {
        switch route {
        case .results(let results):
            navigationController?.push(ResultsViewController(results: results, environment: environment))
        }
        store.send(.routeFollowed)
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(searchField)
        view.addSubview(goButton)
        view.addSubview(loadingIndicator)
        view.addSubview(recentList)
    }

    /// The handlers hold the store weakly: a search in flight must not keep it alive once the screen is gone, or
    /// releasing the screen could not cancel the search. The list's delegate comes before its data source, which
    /// loads the rows at once.
    private func forwardEvents() {
        searchField.onEditingChanged { [weak store] text in store?.send(.searchTextChanged(text)) }
        goButton.onTap { [weak store] in await store?.send(.searchButtonTapped)?.value }
        recentList.delegate = self
        recentList.dataSource = self
    }

    /// Each render is handed this controller, which the store holds weakly, so it captures nothing: observing never
    /// keeps the screen alive. A render runs at once with the current value, then whenever that value changes. The
    /// field renders its text from the state, so a selected recent search shows as typed text would.
    private func bindOutputs() {
        store.observe(\.text, by: self) { controller, text in controller.searchField.text = text }
        store.observe(\.isGoEnabled, by: self) { controller, isEnabled in controller.goButton.isEnabled = isEnabled }
        store.observe(\.isSearching, by: self) { controller, isSearching in controller.showSearching(isSearching) }
        store.observe(\.recentSearches, by: self) { controller, _ in controller.recentList.reloadData() }
        store.observe(\.tip, by: self) { controller, tip in
            if let tip { controller.showTip(tip) }
        }
        store.observe(\.route, by: self) { controller, route in
            if let route { controller.show(route) }
        }
    }
}

extension SearchViewController: ListViewDataSource {
    /// One row per recent search in the state.
    public func numberOfRows(in listView: ListView) -> Int {
        store.state.recentSearches.count
    }

    /// Shows the recent search's text and thumbnail in the cell.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        let search = store.state.recentSearches[row]
        cell.text = search.rowText
        cell.imageURL = search.thumbnailURL
    }
}

extension SearchViewController: ListViewDelegate {
    /// Sends the selection to the store; the search it may start is counted by the window.
    public func listView(_ listView: ListView, didSelectRow row: Int) {
        view.dispatch { [weak store] in await store?.send(.recentSearchSelected(at: row))?.value }
    }
}
