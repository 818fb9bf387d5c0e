import HeadlessUI
import Model

/// The search screen: the search field, Go, the loading spinner and the recent searches.
///
/// The passive view of MVP: it forwards every event to its ``SearchPresenter``, which it owns, and renders what it is
/// told through ``SearchView``. It decides nothing; its navigation controller owns it.
public final class SearchViewController: ViewController, SearchView {
    // MARK: - Dependencies

    private let presenter: SearchPresenter

    // MARK: - Views

    private let searchField = TextField(identifier: "search.text", placeholder: "Search Flickr")
    private let goButton = Button(identifier: "search.go", title: "Go")
    private let loadingIndicator = ActivityIndicator(identifier: "search.loading")
    private let recentList = ListView(identifier: "search.recent")

    /// The rows the recent-searches list shows, replaced whole by the presenter.
    private var recentRows: [RecentSearchRowState] = []

    /// Assembles the search screen over `environment`'s services: the controller, its presenter and the presenter's
    /// router, with their weak references back to the controller. Opened with a `text` (a link's), it searches it.
    public convenience init(environment: AppEnvironment, text: String = "") {
        let router = SearchRouter(environment: environment)
        let presenter = SearchPresenter(
            flickr: environment.flickr,
            recentSearches: RecentSearches(store: environment.store),
            router: router,
            text: text
        )
        self.init(presenter: presenter)
        presenter.view = self
        router.viewController = self
    }

    /// Creates the screen over its presenter; the assembly sets the presenter's `view` right after.
    init(presenter: SearchPresenter) {
        self.presenter = presenter
        super.init()
        title = "Flickr Search"
    }

    // MARK: - Lifecycle

    /// Adds the widgets, forwards their events to the presenter, then tells it the screen is ready; the search that may
    /// start (a link's) is counted by the window.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        view.dispatch { [weak presenter] in await presenter?.viewDidLoad()?.value }
    }

    // MARK: - Outputs

    /// Enables or disables Go, and starts or stops the spinner and the network activity indicator.
    func display(_ state: SearchViewState) {
        goButton.isEnabled = state.isGoEnabled
        if state.isLoading {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
        setNetworkActivityIndicatorVisible(state.isLoading)
    }

    /// Shows `rows` as the recent searches, replacing the whole list.
    func displayRecentSearches(_ rows: [RecentSearchRowState]) {
        recentRows = rows
        recentList.reloadData()
    }

    /// Sets the search field's text in code.
    func setSearchText(_ text: String) {
        searchField.text = text
    }

    /// Ends editing in the search field.
    func endEditing() {
        searchField.endEditing()
    }

    /// Shows `message` as a toast.
    func showTip(_ message: String) {
        window?.toast.show(message)
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(searchField)
        view.addSubview(goButton)
        view.addSubview(loadingIndicator)
        view.addSubview(recentList)
    }

    /// The handlers hold the presenter weakly: a search in flight must not keep it alive once the screen is gone, or
    /// releasing the screen could not cancel the search. The list's delegate comes before its data source, which
    /// loads the rows at once.
    private func forwardEvents() {
        searchField.onEditingChanged { [weak presenter] text in presenter?.searchTextChanged(text) }
        goButton.onTap { [weak presenter] in await presenter?.searchButtonTapped()?.value }
        recentList.delegate = self
        recentList.dataSource = self
    }
}

extension SearchViewController: ListViewDataSource {
    /// One row per recent search shown.
    public func numberOfRows(in listView: ListView) -> Int {
        recentRows.count
    }

    /// Shows the recent search's text and thumbnail in the cell.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        cell.text = recentRows[row].text
        cell.imageURL = recentRows[row].thumbnailURL
    }
}

extension SearchViewController: ListViewDelegate {
    /// Forwards the selection to the presenter; the search it may start is counted by the window.
    public func listView(_ listView: ListView, didSelectRow row: Int) {
        view.dispatch { [weak presenter] in await presenter?.recentSearchSelected(at: row)?.value }
    }
}
