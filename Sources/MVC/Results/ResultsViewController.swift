import HeadlessUI
import Model

/// The results screen: the summary, a row per photo with its counts once they arrive, and the next page at the end.
///
/// The Cocoa MVC controller, and all of the screen's logic: its list's data source and delegate, it asks the Flickr
/// service itself for each row's counts and for the next page. Its navigation controller owns it.
public final class ResultsViewController: ViewController {
    // MARK: - Dependencies

    private let flickr: any FlickrService

    // MARK: - Views

    private let summaryLabel = Label(identifier: "results.summary")
    private let resultsList = ListView(identifier: "results.list")
    private let moreLabel = Label(identifier: "results.more")

    // MARK: - State

    /// The photos of every page loaded so far, which are the list's rows, and the page Flickr answered last; each
    /// page that arrives is appended.
    private var results: FlickrSearchResults

    /// Each photo's counts text once it arrived, by photo id: fetched at most once per screen.
    private var counts: [String: String] = [:]

    /// The counts requests in flight, by photo id: a row's request is cancelled when the row leaves the screen,
    /// and every one when this controller goes.
    private var countRequests: [String: Task<Void, Never>] = [:]

    /// The next page's request in flight, nil when none runs: reaching the end meanwhile asks for nothing more, and it
    /// is cancelled when this controller goes.
    private var pageRequest: Task<Void, Never>?

    /// Whether the last page request failed: `results.more` says so until the end, reached again, asks again.
    private var pageFailed = false

    /// Creates the results screen of `results`, asking `environment`'s Flickr service for counts and later pages;
    /// there is nothing else to assemble.
    public init(results: FlickrSearchResults, environment: AppEnvironment) {
        self.results = results
        flickr = environment.flickr
        super.init()
    }

    isolated deinit {
        for request in countRequests.values {
            request.cancel()
        }
        pageRequest?.cancel()
    }

    // MARK: - Lifecycle

    /// Adds the widgets, becomes the list's data source and delegate (which loads the visible rows), then shows the
    /// title (the text that was searched for), the summary line and the first state of `results.more`.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        title = results.searchString
        summaryLabel.text = results.summary
        render()
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(summaryLabel)
        view.addSubview(resultsList)
        view.addSubview(moreLabel)
    }

    /// The delegate first: setting the data source loads the visible rows at once, and their appearances must reach
    /// this controller.
    private func forwardEvents() {
        resultsList.delegate = self
        resultsList.dataSource = self
    }

    /// Fills `cell` with `row`'s photo: its title, thumbnail and counts, if they are here.
    private func configure(_ cell: ListCell, forRow row: Int) {
        let photo = results.photos[row]
        cell.text = photo.displayTitle
        cell.imageURL = photo.thumbnailURL
        cell.detailText = counts[photo.id]
    }

    /// Asks for `row`'s photo's counts, unless they are already here or on their way. Returns the request, so the
    /// caller can wait for its end; nil when none started.
    private func loadCounts(forRow row: Int) -> Task<Void, Never>? {
        let photoID = results.photos[row].id
        guard counts[photoID] == nil, countRequests[photoID] == nil else { return nil }
        let request = Task { [weak self, flickr] in
            let text = try? await flickr.metadata(photoID: photoID).summary
            // A cancelled request belongs to a row that left, or to a screen that went: its answer is no one's.
            guard !Task.isCancelled else { return }
            self?.countsEnded(text, forPhoto: photoID, row: row)
        }
        countRequests[photoID] = request
        return request
    }

    /// Every counts request that was not cancelled ends here. A failure leaves the row's detail empty and shows no
    /// tip: the row asks again the next time it appears. The row's cell is looked up now, never remembered from when
    /// the request started: by then it may show another row.
    private func countsEnded(_ text: String?, forPhoto photoID: String, row: Int) {
        countRequests[photoID] = nil
        guard let text else { return }
        counts[photoID] = text
        if let cell = resultsList.cellForRow(at: row) {
            configure(cell, forRow: row)
        }
    }

    /// Asks for the page after the last one loaded, unless Flickr has no more or one is already on its way. Returns
    /// the request, so the caller can wait for its end; nil when none started.
    private func loadNextPage() -> Task<Void, Never>? {
        guard pageRequest == nil, results.hasMorePages else { return nil }
        let text = results.searchString
        let page = results.page + 1
        pageRequest = Task { [weak self, flickr] in
            let next = try? await flickr.search(text, page: page)
            // Only a screen that went cancels its page: a page that beat the cancellation is no one's.
            guard !Task.isCancelled else { return }
            self?.pageEnded(next)
        }
        render()
        return pageRequest
    }

    /// Every page request that was not cancelled ends here. A page's photos are appended below the rows shown, which
    /// keep their cells and their counts requests, and the summary keeps the first answer's total; a failure keeps
    /// the rows and is said in `results.more`, not in a toast.
    private func pageEnded(_ next: FlickrSearchResults?) {
        pageRequest = nil
        pageFailed = next == nil
        render()
        guard let next else { return }
        let appended = results.photos.count..<results.photos.count + next.photos.count
        results = results.appending(next)
        resultsList.insertRows(at: appended)
    }

    /// Brings `results.more` up to date from the page request: "Loading more…" while one runs, the failure after one
    /// failed, hidden otherwise. Rows that load may start a page at any point, even inside `viewDidLoad()`, so
    /// everything that changes the page request or its outcome ends here.
    private func render() {
        if pageRequest != nil {
            moreLabel.text = ResultsTexts.loadingMore
        } else if pageFailed {
            moreLabel.text = ResultsTexts.loadMoreFailed
        } else {
            moreLabel.text = nil
        }
        moreLabel.isHidden = moreLabel.text == nil
    }
}

extension ResultsViewController: ListViewDataSource {
    /// One row per photo of the pages loaded.
    public func numberOfRows(in listView: ListView) -> Int {
        results.photos.count
    }

    /// Fills the cell for `row` from its photo and the counts kept so far.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        configure(cell, forRow: row)
    }
}

extension ResultsViewController: ListViewDelegate {
    /// Asks for the row's counts and, for the last row, the next page; the requests it may start are counted by the
    /// window.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int) {
        view.dispatch { [weak self] in await self?.loadCounts(forRow: row)?.value }
        if row == results.photos.count - 1 {
            view.dispatch { [weak self] in await self?.loadNextPage()?.value }
        }
    }

    /// Cancels the row's counts request, if one is on its way: the row left the screen, and its cell goes to another
    /// row.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {
        countRequests.removeValue(forKey: results.photos[row].id)?.cancel()
    }
}
