import HeadlessUI
import Model

/// The search screen: the search field, Go, the loading spinner and the recent searches.
///
/// The MVVM view: it forwards every event to its ``SearchViewModel`` and renders what the view model's output closures
/// emit; built alone, it pushes the results on ``SearchRoute/results(_:)``. Its navigation controller owns it.
public final class SearchViewController: ViewController {
    // MARK: - Dependencies

    /// Internal, not private: the coordinator puts a link's text in and runs it through Go (N2), and the navigation
    /// tests call its inputs as this controller's widgets do.
    let viewModel: SearchViewModel

    // MARK: - Views

    private let searchField = TextField(identifier: "search.text", placeholder: "Search Flickr")
    private let goButton = Button(identifier: "search.go", title: "Go")
    private let loadingIndicator = ActivityIndicator(identifier: "search.loading")
    private let recentList = ListView(identifier: "search.recent")

    /// The rows the recent-searches list shows, replaced whole by the view model.
    private var recentRows: [RecentSearchRowState] = []

    /// Assembles the search screen alone over `environment`'s services, with no app around it: the controller and its
    /// view model, whose outputs the controller binds when it loads, and whose route the controller follows itself,
    /// pushing the results over `environment`.
    public convenience init(environment: AppEnvironment) {
        let viewModel = SearchViewModel(environment: environment)
        self.init(viewModel: viewModel)
        viewModel.onRoute = { [weak self] route in self?.show(route, environment: environment) }
    }

    /// Creates the screen over its view model; the screen binds the view model's outputs in ``viewDidLoad()``, and the
    /// view model's route is left to whoever assembled the two.
    init(viewModel: SearchViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Flickr Search"
    }

    // MARK: - Lifecycle

    /// Adds the widgets, forwards their events to the view model, binds its outputs, then tells it the screen is
    /// ready.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        bindOutputs()
        viewModel.viewDidLoad()
    }

    // MARK: - Outputs

    /// Enables or disables Go, and starts or stops the spinner and the network activity indicator.
    private func display(_ state: SearchViewState) {
        goButton.isEnabled = state.isGoEnabled
        if state.isLoading {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
        setNetworkActivityIndicatorVisible(state.isLoading)
    }

    /// Shows `rows` as the recent searches, replacing the whole list.
    private func displayRecentSearches(_ rows: [RecentSearchRowState]) {
        recentRows = rows
        recentList.reloadData()
    }

    /// Sets the search field's text in code.
    private func setSearchText(_ text: String) {
        searchField.text = text
    }

    /// Ends editing in the search field.
    private func endEditing() {
        searchField.endEditing()
    }

    /// Shows `message` as a toast.
    private func showTip(_ message: String) {
        window?.toast.show(message)
    }

    /// Goes where the view model says, with this style's own screens, when the screen was built alone.
    private func show(_ route: SearchRoute, environment: AppEnvironment) {
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

    /// The handlers hold the view model weakly: a search in flight must not keep it alive once the screen is gone, or
    /// releasing the screen could not cancel the search. The list's delegate comes before its data source, which
    /// loads the rows at once.
    private func forwardEvents() {
        searchField.onEditingChanged { [weak viewModel] text in viewModel?.searchTextChanged(text) }
        goButton.onTap { [weak viewModel] in await viewModel?.searchButtonTapped()?.value }
        recentList.delegate = self
        recentList.dataSource = self
    }

    /// The view model keeps these closures, so they hold this controller weakly: it owns the view model, and a
    /// strong capture would be a cycle that frees neither.
    private func bindOutputs() {
        viewModel.onStateChange = { [weak self] state in self?.display(state) }
        viewModel.onRecentRowsChange = { [weak self] rows in self?.displayRecentSearches(rows) }
        viewModel.onSearchTextChange = { [weak self] text in self?.setSearchText(text) }
        viewModel.onEndEditing = { [weak self] in self?.endEditing() }
        viewModel.onTip = { [weak self] message in self?.showTip(message) }
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
