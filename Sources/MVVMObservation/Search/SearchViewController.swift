import HeadlessUI
import Model

/// The search screen: the search field, Go, the loading spinner and the recent searches.
///
/// The MVVM view, observing: forwards every event to its ``SearchViewModel`` and shows it in ``updateProperties()``,
/// handing the one-offs back once done. Its navigation controller owns it.
public final class SearchViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: SearchViewModel

    /// The services the results screen it pushes asks for its rows' counts.
    private let environment: AppEnvironment

    // MARK: - Views

    private let searchField = TextField(identifier: "search.text", placeholder: "Search Flickr")
    private let goButton = Button(identifier: "search.go", title: "Go")
    private let loadingIndicator = ActivityIndicator(identifier: "search.loading")
    private let recentList = ListView(identifier: "search.recent")

    /// The rows the recent-searches list shows: the view model's, as the last update pass read them.
    private var recentRows: [RecentSearchRowState] = []

    /// Assembles the search screen over `environment`'s services: the controller and its view model, which the
    /// controller reads in its update pass.
    public convenience init(environment: AppEnvironment) {
        let viewModel = SearchViewModel(
            flickr: environment.flickr,
            recentSearches: RecentSearches(store: environment.store)
        )
        self.init(viewModel: viewModel, environment: environment)
    }

    /// Creates the screen over its view model; the screen reads it in ``updateProperties()``, and builds the results
    /// screens it pushes over `environment`.
    init(viewModel: SearchViewModel, environment: AppEnvironment) {
        self.viewModel = viewModel
        self.environment = environment
        super.init()
        title = "Flickr Search"
    }

    // MARK: - Lifecycle

    /// Adds the widgets, forwards their events to the view model, then tells it the screen is ready; the first update
    /// pass, right after, shows what it holds then (the recent searches).
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        viewModel.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows the view model; only what is read here is tracked, and a change to it runs this again. Handing a one-off
    /// back changes only what this pass has read, before Observation tracks it, so it runs no pass again.
    override public func updateProperties() {
        searchField.text = viewModel.text
        goButton.isEnabled = viewModel.isGoEnabled
        showLoading(viewModel.isLoading)
        showRecentSearches(viewModel.recentRows)
        if viewModel.endEditingRequested {
            endEditing()
        }
        if let tip = viewModel.tip {
            showTip(tip)
        }
        if let route = viewModel.route {
            show(route)
        }
    }

    /// Starts or stops the spinner and the network activity indicator.
    private func showLoading(_ isLoading: Bool) {
        if isLoading {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
        setNetworkActivityIndicatorVisible(isLoading)
    }

    /// Shows `rows` as the recent searches, replacing the whole list. The pass runs for every keystroke too, so the
    /// list reloads only when its rows are not the ones it shows.
    private func showRecentSearches(_ rows: [RecentSearchRowState]) {
        guard rows != recentRows else { return }
        recentRows = rows
        recentList.reloadData()
    }

    /// Ends editing in the search field, once: the user may type again while the search runs.
    private func endEditing() {
        searchField.endEditing()
        viewModel.editingEnded()
    }

    /// Shows `message` as a toast, once.
    private func showTip(_ message: String) {
        window?.toast.show(message)
        viewModel.tipShown()
    }

    /// Goes where the view model says, once, with this style's own screens.
    private func show(_ route: SearchRoute) {
        viewModel.routeFollowed()
        switch route {
        case .results(let results):
            navigationController?.push(ResultsViewController(results: results, environment: environment))
        }
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(searchField)
        view.addSubview(goButton)
        view.addSubview(loadingIndicator)
        view.addSubview(recentList)
    }

    /// Weakly: a search in flight must not keep the view model alive once the screen is gone. The list's delegate
    /// comes before its data source, which loads the rows at once.
    private func forwardEvents() {
        searchField.onEditingChanged { [weak viewModel] text in viewModel?.searchTextChanged(text) }
        goButton.onTap { [weak viewModel] in await viewModel?.searchButtonTapped()?.value }
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
    /// Forwards the selection to the view model; the search it may start is counted by the window.
    public func listView(_ listView: ListView, didSelectRow row: Int) {
        view.dispatch { [weak viewModel] in await viewModel?.recentSearchSelected(at: row)?.value }
    }
}
