import HeadlessUI

/// The results screen: the summary, the photos with their counts once they arrive, and the next page's progress.
///
/// The VIPER View: it forwards its list's events to its ``ResultsPresenter``, which it owns, and shows what it is
/// told through ``ResultsView``. It decides nothing; ``ResultsModule`` builds it, its navigation controller owns it.
final class ResultsViewController: ViewController, ResultsView {
    // MARK: - Dependencies

    private let presenter: ResultsPresenter

    // MARK: - Views

    private let summaryLabel = Label(identifier: "results.summary")
    private let resultsList = ListView(identifier: "results.list")
    private let moreLabel = Label(identifier: "results.more")

    /// Creates the screen over its presenter; the assembly sets the presenter's `view` right after.
    init(presenter: ResultsPresenter) {
        self.presenter = presenter
        super.init()
    }

    // MARK: - Lifecycle

    /// Adds the widgets, becomes the list's data source and delegate (which loads the visible rows), then tells
    /// the presenter the screen is ready.
    override func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        presenter.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows the title, the summary and, only when it has something to say, the next page's progress.
    func display(_ state: ResultsViewState) {
        title = state.title
        summaryLabel.text = state.summary
        moreLabel.text = state.more
        moreLabel.isHidden = state.more == nil
    }

    /// Fills `row`'s cell again from the presenter, if the row is on screen.
    func reloadRow(_ row: Int) {
        guard let cell = resultsList.cellForRow(at: row) else { return }
        presenter.configure(cell, forRow: row)
    }

    /// Gives the rows of a page their place at the end of the list; the rows shown keep their cells and requests.
    func insertRows(_ rows: Range<Int>) {
        resultsList.insertRows(at: rows)
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(summaryLabel)
        view.addSubview(resultsList)
        view.addSubview(moreLabel)
    }

    /// The delegate first: setting the data source loads the visible rows at once, and their appearances must reach
    /// the presenter.
    private func forwardEvents() {
        resultsList.delegate = self
        resultsList.dataSource = self
    }
}

extension ResultsViewController: ListViewDataSource {
    /// One row per photo, as the presenter says.
    public func numberOfRows(in listView: ListView) -> Int {
        presenter.numberOfRows
    }

    /// Lets the presenter fill the cell for `row`.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        presenter.configure(cell, forRow: row)
    }
}

extension ResultsViewController: ListViewDelegate {
    /// Forwards the row's appearance; the work it may start — the row's counts, and at the last row the next page — is
    /// counted by the window.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int) {
        view.dispatch { [weak presenter] in await presenter?.rowWillDisplay(at: row)?.value }
    }

    /// Forwards the row's departure, which cancels its counts request.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {
        presenter.rowDidEndDisplaying(at: row)
    }
}
