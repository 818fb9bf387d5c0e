import HeadlessUI
import Model
import ReactiveCore

/// The results screen: the summary line and the list of photos, each row with its counts once they arrive.
///
/// The MVVM-reactive view: it builds the widgets, binds the summary to its ``ResultsViewModel`` (which it owns), is
/// its list's data source and delegate, binds every cell it configures to its row's view model with `<~` and forwards
/// the rows' appearances. A cell's bindings end when the cell is reused, so a reused cell never shows the previous
/// row's late counts. Its navigation controller owns it. It decides nothing.
public final class ResultsViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: ResultsViewModel

    // MARK: - Views

    private let summaryLabel = Label(identifier: "results.summary")
    private let resultsList = ListView(identifier: "results.list")

    /// Assembles the results screen of `results` over `environment`'s Flickr service: the controller and its view
    /// model, which the controller binds when it loads.
    public convenience init(results: FlickrSearchResults, environment: AppEnvironment) {
        self.init(viewModel: ResultsViewModel(results: results, flickr: environment.flickr))
    }

    /// Creates the screen over its view model; the screen binds it in ``viewDidLoad()``.
    init(viewModel: ResultsViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Lifecycle

    /// Adds the widgets, shows the title (it never changes, so there is nothing to bind), becomes the list's data
    /// source and delegate (which loads the visible rows), and binds the summary.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        title = viewModel.title
        forwardEvents()
        bindOutputs()
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(summaryLabel)
        view.addSubview(resultsList)
    }

    /// The delegate first: setting the data source loads the visible rows at once, and their appearances must reach
    /// the row view models.
    private func forwardEvents() {
        resultsList.delegate = self
        resultsList.dataSource = self
    }

    private func bindOutputs() {
        summaryLabel.reactive.text <~ viewModel.summary
    }
}

extension ResultsViewController: ListViewDataSource {
    /// One row per photo, as the view model says.
    public func numberOfRows(in listView: ListView) -> Int {
        viewModel.numberOfRows
    }

    /// Binds the cell to `row`'s view model; the bindings end when the cell is reused for another row.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        let rowViewModel = viewModel.row(at: row)
        cell.reactive.text <~ rowViewModel.title
        cell.reactive.imageURL <~ rowViewModel.thumbnailURL
        cell.reactive.detailText <~ rowViewModel.detail
    }
}

extension ResultsViewController: ListViewDelegate {
    /// Forwards the row's appearance; the counts request it may start is counted by the window.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int) {
        let rowViewModel = viewModel.row(at: row)
        view.dispatch { [weak rowViewModel] in await rowViewModel?.willDisplay()?.value }
    }

    /// Forwards the row's departure, which cancels its counts request.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {
        viewModel.row(at: row).didEndDisplaying()
    }
}
