import HeadlessUI
import Model
import ReactiveCore

/// The results screen: the summary line and the list of photos, each row with its counts once they arrive.
///
/// The MVVM-reactive view: it builds the widgets, shows its ``ResultsViewModel``'s title and summary (the view model is
/// its own), is its list's data source and delegate, fills every cell it configures from its row's view model and
/// binds the cell's detail to the row's counts with `<~`, and forwards the rows' appearances. A cell's bindings end
/// when the cell is reused, so a reused cell never shows the previous row's late counts. Its navigation controller
/// owns it. It decides nothing.
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

    /// Creates the screen over its view model, whose rows the screen binds as they show.
    init(viewModel: ResultsViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Lifecycle

    /// Adds the widgets, becomes the list's data source and delegate (which loads the visible rows), then shows the
    /// title and the summary.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        display()
    }

    // MARK: - Outputs

    /// Shows the title and the summary; they never change, so there is nothing to bind.
    private func display() {
        title = viewModel.title
        summaryLabel.text = viewModel.summary
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

    /// Fills the cell from `row`'s view model and binds its detail to the row's counts; the binding ends when the cell
    /// is reused for another row.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        let rowViewModel = viewModel.row(at: row)
        cell.text = rowViewModel.title
        cell.imageURL = rowViewModel.thumbnailURL
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
