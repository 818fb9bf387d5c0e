import HeadlessUI
import Model

/// The results screen: the summary, a row per photo with its counts once they arrive, and the next page at the end.
///
/// The MVVM view: its list's data source and delegate, it renders its ``ResultsViewModel``'s outputs and binds each
/// cell to its row's ``ResultRowViewModel``. Its navigation controller owns it. It decides nothing.
public final class ResultsViewController: ViewController {
    // MARK: - Dependencies

    private let viewModel: ResultsViewModel

    // MARK: - Views

    private let summaryLabel = Label(identifier: "results.summary")
    private let resultsList = ListView(identifier: "results.list")
    private let moreLabel = Label(identifier: "results.more")

    /// Assembles the results screen of `results` over `environment`'s Flickr service: the controller and its view
    /// model, whose rows the controller binds as they show.
    public convenience init(results: FlickrSearchResults, environment: AppEnvironment) {
        self.init(viewModel: ResultsViewModel(results: results, flickr: environment.flickr))
    }

    /// Creates the screen over its view model; the screen binds the view model's outputs in ``viewDidLoad()``.
    init(viewModel: ResultsViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    // MARK: - Lifecycle

    /// Adds the widgets, becomes the list's data source and delegate (which loads the visible rows), binds the view
    /// model's outputs, then shows the title, the summary and what the end of the list says.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        bindOutputs()
        display()
    }

    // MARK: - Outputs

    /// Shows the title and the summary, which never change, and the end's text as it is now: a visible row may have
    /// reached the end before the outputs were bound, and a `didSet` binding does not replay it.
    private func display() {
        title = viewModel.title
        summaryLabel.text = viewModel.summary
        displayMore(viewModel.more)
    }

    /// Shows `more` below the list, or hides the label when there is nothing to say.
    private func displayMore(_ more: String?) {
        moreLabel.text = more
        moreLabel.isHidden = more == nil
    }

    /// Adds `rows` below the rows shown. An insertion, not a reload: the rows on screen keep their cells, bindings and
    /// counts requests.
    private func insertRows(_ rows: Range<Int>) {
        resultsList.insertRows(at: rows)
    }

    /// Fills `cell` from `row` and binds it to the row's later counts. The row view model keeps the closure and
    /// outlives the cell's showing it, so the closure holds the cell weakly and ``unbind(_:)`` ends it.
    private func bind(_ cell: ListCell, to row: ResultRowViewModel) {
        cell.text = row.title
        cell.imageURL = row.thumbnailURL
        cell.detailText = row.detail
        row.onDetailChange = { [weak cell] detail in cell?.detailText = detail }
    }

    /// Ends `row`'s binding to the cell that showed it: the row view model outlives the row, and its binding would
    /// write its next value into whatever row the cell shows by then (the seed's cell-reuse pitfall).
    private func unbind(_ row: ResultRowViewModel) {
        row.onDetailChange = nil
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

    /// The view model keeps these closures, so they hold this controller weakly: it owns the view model, and a strong
    /// capture would be a cycle that frees neither.
    private func bindOutputs() {
        viewModel.onMoreChange = { [weak self] more in self?.displayMore(more) }
        viewModel.onRowsInsert = { [weak self] rows in self?.insertRows(rows) }
    }
}

extension ResultsViewController: ListViewDataSource {
    /// One row per photo, as the view model says.
    public func numberOfRows(in listView: ListView) -> Int {
        viewModel.numberOfRows
    }

    /// Binds the cell to `row`'s view model. A reused cell was unbound from its previous row when that row left.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        bind(cell, to: viewModel.row(at: row))
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

    /// Unbinds the row from its cell, which the list hands to another row next, and forwards the row's departure,
    /// which cancels its counts request.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {
        let rowViewModel = viewModel.row(at: row)
        unbind(rowViewModel)
        rowViewModel.didEndDisplaying()
    }
}
