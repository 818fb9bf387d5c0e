import HeadlessUI
import Model

/// The search screen: the search field, Go, the loading spinner and the recent searches.
///
/// The Cocoa MVC controller, and all of the screen's logic: it handles the widgets' events, validates, searches
/// Flickr, records each success in ``RecentSearches`` and pushes the results. Its navigation controller owns it.
public final class SearchViewController: ViewController {
    // MARK: - Dependencies

    private let flickr: any FlickrService
    private let recentSearches: RecentSearches

    /// The services the results screen it pushes asks for its rows' counts.
    private let environment: AppEnvironment

    // MARK: - Views

    private let searchField = TextField(identifier: "search.text", placeholder: "Search Flickr")
    private let goButton = Button(identifier: "search.go", title: "Go")
    private let loadingIndicator = ActivityIndicator(identifier: "search.loading")
    private let recentList = ListView(identifier: "search.recent")

    // MARK: - State

    /// The recent searches shown, newest first; replaced whole whenever they change, and the list reloaded with them.
    private var recents: [RecentSearch] = []

    /// The search in flight, nil when none runs: Go and selections are refused while it runs, and it is cancelled
    /// when this controller goes.
    private var search: Task<Void, Never>?

    /// Creates the search screen over `environment`'s Flickr service and store; there is nothing else to assemble.
    public init(environment: AppEnvironment) {
        flickr = environment.flickr
        recentSearches = RecentSearches(store: environment.store)
        self.environment = environment
        super.init()
        title = "Flickr Search"
    }

    isolated deinit {
        search?.cancel()
    }

    // MARK: - Lifecycle

    /// Adds the widgets and handles their events here, then shows the recent searches and the first state.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        showRecentSearches()
        render()
    }

    // MARK: - Actions

    /// Call when the user taps "Go": searches for the text. Returns the search, so the caller can wait for its end;
    /// nil when nothing started (the text makes no query, or a search is already running).
    @discardableResult
    func searchButtonTapped() -> Task<Void, Never>? {
        guard search == nil, let query = SearchQuery(searchField.text) else { return nil }
        searchField.endEditing()
        search = Task { [weak self, flickr, recentSearches, environment] in
            defer { self?.searchEnded() }
            do {
                let results = try await flickr.search(query.text)
                try Task.checkCancellation()
                recentSearches.record(results)
                self?.showRecentSearches()
                self?.navigationController?.push(ResultsViewController(results: results, environment: environment))
            } catch is CancellationError {
                // Cancelled because the screen went: there is no one to tell.
            } catch {
                self?.window?.toast.show(error.userFacingMessage)
            }
        }
        render()
        return search
    }

    /// Call when the user selects the recent search at `index`: puts its text in the field and searches for it, as
    /// Go does. Returns the search; nil when nothing started (a search is already running).
    @discardableResult
    func recentSearchSelected(at index: Int) -> Task<Void, Never>? {
        guard search == nil else { return nil }
        searchField.text = recents[index].text
        return searchButtonTapped()
    }

    /// Call when a link opens this new screen for `text`: puts it in the field and searches for it as Go does, so a
    /// text Go would refuse (S1) shows and searches nothing. Returns the search; nil when nothing started.
    @discardableResult
    func searchLinkOpened(text: String) -> Task<Void, Never>? {
        searchField.text = text
        render()
        return searchButtonTapped()
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(searchField)
        view.addSubview(goButton)
        view.addSubview(loadingIndicator)
        view.addSubview(recentList)
    }

    /// The handlers hold this controller weakly: a search in flight must not keep it alive once the screen is gone,
    /// or releasing the screen could not cancel the search. An edit needs no handler of its own: the field already
    /// holds the text, so the screen is brought up to date from it. The list's delegate comes before its data
    /// source, which loads the rows at once.
    private func forwardEvents() {
        searchField.onEditingChanged { [weak self] in self?.render() }
        goButton.onTap { [weak self] in await self?.searchButtonTapped()?.value }
        recentList.delegate = self
        recentList.dataSource = self
    }

    /// Brings the screen up to date from the field and the search in flight: Go enabled exactly when the text makes
    /// a query and no search runs, and the spinner and the network activity indicator while one runs. Text set in
    /// code fires no editing event, so everything that changes the field or the search ends here.
    private func render() {
        goButton.isEnabled = SearchQuery(searchField.text) != nil && search == nil
        if search != nil {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
        setNetworkActivityIndicatorVisible(search != nil)
    }

    /// Reads the recent searches from the store and shows them, replacing the whole list: the list has no way to
    /// notice a change to an array, so every change goes through here and reloads it.
    private func showRecentSearches() {
        recents = recentSearches.all()
        recentList.reloadData()
    }

    /// Every search ends here, however it ended: loading stops and Go can be tapped again.
    private func searchEnded() {
        search = nil
        render()
    }
}

extension SearchViewController: ListViewDataSource {
    /// One row per recent search shown.
    public func numberOfRows(in listView: ListView) -> Int {
        recents.count
    }

    /// Shows the recent search's text and total, and its thumbnail, in the cell.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        cell.text = recents[row].rowText
        cell.imageURL = recents[row].thumbnailURL
    }
}

extension SearchViewController: ListViewDelegate {
    /// Runs the selected recent search; the search it may start is counted by the window.
    public func listView(_ listView: ListView, didSelectRow row: Int) {
        view.dispatch { [weak self] in await self?.recentSearchSelected(at: row)?.value }
    }
}
