import HeadlessUI
import Model
import StoreCore

/// The results screen: the summary, a row per photo with its counts once they arrive, and the next page at the end.
///
/// The unidirectional view: it owns the `Store` of ``ResultsFeature``, sends it the list's events and renders what it
/// observes, each cell its own row's by photo id. Its navigation controller owns it. It decides nothing.
public final class ResultsViewController: ViewController {
    // MARK: - Dependencies

    private let store: Store<ResultsFeature.State, ResultsFeature.Action>

    // MARK: - Views

    private let summaryLabel = Label(identifier: "results.summary")
    private let resultsList = ListView(identifier: "results.list")
    private let moreLabel = Label(identifier: "results.more")

    /// Assembles the results screen of `results` over `environment`'s Flickr service: the feature holding it, and
    /// the store running it, whose state the controller observes when it loads.
    public convenience init(results: FlickrSearchResults, environment: AppEnvironment) {
        let feature = ResultsFeature(flickr: environment.flickr)
        self.init(store: Store(initialState: ResultsFeature.State(results: results), reducer: feature.reduce))
    }

    /// Creates the screen over its store.
    init(store: Store<ResultsFeature.State, ResultsFeature.Action>) {
        self.store = store
        super.init()
    }

    // MARK: - Lifecycle

    /// Adds the widgets, becomes the list's data source and delegate (which loads the visible rows), then observes
    /// the title, the summary, the end's text and the rows the pages append.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        bindOutputs()
    }

    // MARK: - Outputs

    /// Shows `more` below the list, or hides the label when there is nothing to say.
    private func showMore(_ more: String?) {
        moreLabel.text = more
        moreLabel.isHidden = more == nil
    }

    /// Adds the rows a page appended below the rows shown. An insertion, not a reload: the rows on screen keep their
    /// cells, observers and counts requests.
    private func insertRows(_ rows: Range<Int>) {
        resultsList.insertRows(at: rows)
    }

    /// Fills `cell` with the photo of `row`, and observes that photo's detail into it for as long as the cell shows
    /// the row: the observer is the cell's attachment for this row, which reuse releases.
    private func show(_ cell: ListCell, row: Int) {
        let photo = store.state.photos[row]
        cell.text = photo.displayTitle
        cell.imageURL = photo.thumbnailURL
        store.observe(\.details[photo.id], by: cell.attachment { ResultRowObserver(cell: cell) }) { observer, detail in
            observer.cell?.detailText = detail
        }
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(summaryLabel)
        view.addSubview(resultsList)
        view.addSubview(moreLabel)
    }

    /// The delegate first: setting the data source loads the visible rows at once, and their appearances must reach
    /// the store.
    private func forwardEvents() {
        resultsList.delegate = self
        resultsList.dataSource = self
    }

    /// Each renders at once, then on every change: the title and the summary, which never change but are state like
    /// the rest; the end's text, hidden at first; the rows the last page appended, none at first (the list asks its
    /// data source for the rows it starts with).
    private func bindOutputs() {
        store.observe(\.title, by: self) { controller, title in controller.title = title }
        store.observe(\.summary, by: self) { controller, summary in controller.summaryLabel.text = summary }
        store.observe(\.more, by: self) { controller, more in controller.showMore(more) }
        store.observe(\.appendedRows, by: self) { controller, rows in
            if let rows { controller.insertRows(rows) }
        }
    }
}

extension ResultsViewController: ListViewDataSource {
    /// One row per photo in the state.
    public func numberOfRows(in listView: ListView) -> Int {
        store.state.photos.count
    }

    /// Shows the row's photo in the cell, and its detail as the store has it (at once when its counts are here).
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        show(cell, row: row)
    }
}

extension ResultsViewController: ListViewDelegate {
    /// Sends the row's appearance to the store, whose reducer decides whether it is the end; the counts request, and
    /// the page request, it may start are counted by the window.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int) {
        view.dispatch { [weak store] in await store?.send(.rowWillDisplay(at: row))?.value }
    }

    /// Sends the row's departure to the store, which cancels its counts request.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {
        store.send(.rowDidEndDisplaying(at: row))
    }
}
