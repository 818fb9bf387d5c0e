import HeadlessUI
import Model
import ReactiveCore

/// The search screen: the search field, Go, the loading spinner and the recent searches.
///
/// The MVVM-reactive view: binds the field and its ``SearchViewModel``'s outputs with `<~` and forwards the taps and
/// selections; built alone, it pushes the results on ``SearchViewModel/results``. Its navigation controller owns it.
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

    /// Assembles the search screen alone over `environment`'s services, with no app around it: the controller and its
    /// view model, which the controller binds when it loads, and whose route the controller binds itself, pushing the
    /// results over `environment`.
    public convenience init(environment: AppEnvironment) {
        let viewModel = SearchViewModel(environment: environment)
        self.init(viewModel: viewModel)
        reactive.push <~ viewModel.results.map { ResultsViewController(results: $0, environment: environment) }
    }

    /// Creates the screen over its view model; the screen binds its outputs in ``viewDidLoad()``, and the view model's
    /// route is left to whoever assembled the two.
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
        viewModel.searchText <~ searchField.reactive.continuousTextValues
        goButton.onTap { [weak viewModel] in await viewModel?.searchButtonTapped()?.value }
        recentList.delegate = self
        recentList.dataSource = self
    }

    /// The field is bound both ways: typing into the view model (above), and the view model back into the field, so
    /// a selected recent search — text set in code, which fires no editing event — shows too.
    private func bindOutputs() {
        searchField.reactive.text <~ viewModel.searchText
        goButton.reactive.isEnabled <~ viewModel.search.isEnabled
        loadingIndicator.reactive.isAnimating <~ viewModel.isLoading
        reactive.isNetworkActivityIndicatorVisible <~ viewModel.isLoading
        reactive.endEditing <~ viewModel.endEditing
        recentList.reactive.reloadData <~ viewModel.recentRows.map { _ in }
        reactive.toast <~ viewModel.tips
    }
}

extension SearchViewController: ListViewDataSource {
    /// One row per recent search, as the view model last sent them.
    public func numberOfRows(in listView: ListView) -> Int {
        viewModel.recentRows.value.count
    }

    /// Shows the recent search's text and thumbnail in the cell.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        let recent = viewModel.recentRows.value[row]
        cell.text = recent.text
        cell.imageURL = recent.thumbnailURL
    }
}

extension SearchViewController: ListViewDelegate {
    /// Forwards the selection to the view model; the search it may start is counted by the window.
    public func listView(_ listView: ListView, didSelectRow row: Int) {
        view.dispatch { [weak viewModel] in await viewModel?.recentSearchSelected(at: row)?.value }
    }
}
