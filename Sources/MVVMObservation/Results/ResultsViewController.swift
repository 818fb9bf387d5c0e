import HeadlessUI
import Model

/// The results screen: the summary line and the list of photos, each row with its counts once they arrive.
///
/// The MVVM view, observing: it builds the widgets, shows its ``ResultsViewModel`` (which it owns) in
/// ``updateProperties()``, and is its list's data source and delegate. Each cell it configures gets a tracked
/// configuration handler that shows the ``ResultRowViewModel`` of its row and runs again when the row's counts
/// arrive; the list drops the handler, and its tracking, when it reuses the cell, so a reused cell follows its new row
/// only. The rows' appearances and departures go to their row view models. Its navigation controller owns it. It
/// decides nothing.
public final class ResultsViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: ResultsViewModel

    // MARK: - Views

    private let summaryLabel = Label(identifier: "results.summary")
    private let resultsList = ListView(identifier: "results.list")

    /// Assembles the results screen of `results` over `environment`'s Flickr service: the controller and its view
    /// model, which the controller reads in its update pass and its cells' handlers.
    public convenience init(results: FlickrSearchResults, environment: AppEnvironment) {
        self.init(viewModel: ResultsViewModel(results: results, flickr: environment.flickr))
    }

    /// Creates the screen over its view model; the screen reads it in ``updateProperties()``.
    init(viewModel: ResultsViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Lifecycle

    /// Adds the widgets and becomes the list's data source and delegate (which loads the visible rows); the first
    /// update pass, right after, shows the title and the summary.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
    }

    // MARK: - Outputs

    /// Shows the title and the summary, tracked like every pass of this style; they never change, so it runs once.
    override public func updateProperties() {
        title = viewModel.title
        summaryLabel.text = viewModel.summary
    }

    /// Shows `row` in `cell` now and whenever the row's counts change: the handler is tracked like
    /// ``updateProperties()``, and the list removes it when it reuses the cell. It captures the row's view model, which
    /// does not own the cell, and nothing of this controller, which owns the list that owns the cell.
    private func show(_ row: ResultRowViewModel, in cell: ListCell) {
        cell.configurationUpdateHandler = { cell in
            cell.text = row.title
            cell.imageURL = row.thumbnailURL
            cell.detailText = row.detail
        }
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
}

extension ResultsViewController: ListViewDataSource {
    /// One row per photo, as the view model says.
    public func numberOfRows(in listView: ListView) -> Int {
        viewModel.numberOfRows
    }

    /// Gives the cell a tracked handler that shows `row`'s view model; a reused cell lost its previous row's handler.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        show(viewModel.row(at: row), in: cell)
    }
}

extension ResultsViewController: ListViewDelegate {
    /// Forwards the row's appearance to its view model; the counts request it may start is counted by the window.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int) {
        let rowViewModel = viewModel.row(at: row)
        view.dispatch { [weak rowViewModel] in await rowViewModel?.willDisplay()?.value }
    }

    /// Forwards the row's departure, which cancels its counts request.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {
        viewModel.row(at: row).didEndDisplaying()
    }
}
