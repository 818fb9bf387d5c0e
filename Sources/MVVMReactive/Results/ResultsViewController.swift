import HeadlessUI
import Model
import ReactiveCore

/// The results screen: the summary, the photos with their counts, and what the end of the list says meanwhile.
///
/// The MVVM-reactive view: binds its ``ResultsViewModel``'s outputs and each cell's detail with `<~`, and forwards the
/// list's events to the view model and the rows'. Its navigation controller owns it.
public final class ResultsViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: ResultsViewModel

    // MARK: - Views

    private let summaryLabel = Label(identifier: "results.summary")
    private let resultsList = ListView(identifier: "results.list")
    private let moreLabel = Label(identifier: "results.more")

    /// Assembles the results screen of `results` over `environment`'s Flickr service: the controller and its view
    /// model, which the controller binds when it loads.
    public convenience init(results: FlickrSearchResults, environment: AppEnvironment) {
        self.init(viewModel: ResultsViewModel(results: results, flickr: environment.flickr))
    }

    /// Creates the screen over its view model, whose outputs the screen binds when it loads and whose rows it binds as
    /// they show.
    init(viewModel: ResultsViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Lifecycle

    /// Adds the widgets, becomes the list's data source and delegate (which loads the visible rows), binds the view
    /// model's outputs, then shows the title and the summary.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        bindOutputs()
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
        view.addSubview(moreLabel)
    }

    /// The delegate first: setting the data source loads the visible rows at once, and their appearances must reach
    /// the row view models.
    private func forwardEvents() {
        resultsList.delegate = self
        resultsList.dataSource = self
    }

    /// A page's rows are inserted, not reloaded: the rows on screen keep their cells, bindings and counts requests.
    private func bindOutputs() {
        moreLabel.reactive.textOrHidden <~ viewModel.more
        resultsList.reactive.insertRows <~ viewModel.insertedRows
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
    /// Forwards the row's appearance to its row view model and to the screen's, which asks for the next page at the
    /// end; the counts request and the page they may start are counted by the window.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int) {
        let rowViewModel = viewModel.row(at: row)
        view.dispatch { [weak rowViewModel] in await rowViewModel?.willDisplay()?.value }
        view.dispatch { [weak viewModel] in await viewModel?.rowWillDisplay(at: row)?.value }
    }

    /// Forwards the row's departure, which cancels its counts request.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {
        viewModel.row(at: row).didEndDisplaying()
    }
}
