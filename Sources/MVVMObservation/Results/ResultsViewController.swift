import HeadlessUI
import Model

/// The results screen: the summary, the photos with their counts, and what the end of the list says meanwhile.
///
/// The MVVM view, observing: shows its ``ResultsViewModel`` in ``updateProperties()``, gives each cell a tracked
/// handler that shows its row, and forwards the list's events. Its navigation controller owns it.
public final class ResultsViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: ResultsViewModel

    // MARK: - Views

    private let summaryLabel = Label(identifier: "results.summary")
    private let resultsList = ListView(identifier: "results.list")
    private let moreLabel = Label(identifier: "results.more")

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
    /// update pass, right after, shows the title, the summary and what the end of the list says.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
    }

    // MARK: - Outputs

    /// Shows the view model, tracked like every pass of this style: a page request starting or ending, or a page's
    /// photos arriving, runs it again. It reads in any order, since a pass that inserts rows asks for one more.
    override public func updateProperties() {
        title = viewModel.title
        summaryLabel.text = viewModel.summary
        showMore(viewModel.more)
        showRows(viewModel.numberOfRows)
    }

    /// Adds the rows a page appended below the rows the list has, then asks for another pass: a row that shows may
    /// start work changing what this pass read (a short page's own last row asks for the next page), and Observation
    /// announces no change made before the pass returns. An insertion, not a reload: the rows on screen keep their
    /// cells, tracked handlers and counts requests.
    private func showRows(_ count: Int) {
        let listed = resultsList.numberOfRows
        guard count > listed else { return }
        resultsList.insertRows(at: listed..<count)
        setNeedsUpdateProperties()
    }

    /// Shows `more` below the list, or hides the label when there is nothing to say.
    private func showMore(_ more: String?) {
        moreLabel.text = more
        moreLabel.isHidden = more == nil
    }

    /// Shows `row` in `cell` now and whenever its counts change, through a tracked handler the list drops at reuse. It
    /// captures the row's view model, never this controller, which owns the list that owns the cell.
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
        view.addSubview(moreLabel)
    }

    /// The delegate first: setting the data source loads the visible rows at once, and their appearances must reach
    /// the row view models.
    private func forwardEvents() {
        resultsList.delegate = self
        resultsList.dataSource = self
    }
}

extension ResultsViewController: ListViewDataSource {
    /// One row per photo of the pages loaded, as the view model says: the list asks when it loads and when the pass
    /// inserts a page's rows, and the pass, which reads the same count tracked, is what hears it grow.
    public func numberOfRows(in listView: ListView) -> Int {
        viewModel.numberOfRows
    }

    /// Gives the cell a tracked handler that shows `row`'s view model; a reused cell lost its previous row's handler.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        show(viewModel.row(at: row), in: cell)
    }
}

extension ResultsViewController: ListViewDelegate {
    /// Forwards the row's appearance to its view model, and to the screen's, which asks for the next page at the end;
    /// the counts request and the page request they may start are counted by the window, each on its own.
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
