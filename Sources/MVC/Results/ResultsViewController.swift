import HeadlessUI
import Model

/// The results screen: the summary line and the list of photos, each row with its counts once they arrive.
///
/// The Cocoa MVC controller, and all of the screen's logic: it builds the widgets, is its list's data source and
/// delegate, fills each cell from the Model's photo, and asks the Flickr service for a photo's counts itself when
/// its row comes into view. It keeps the counts for the life of the screen and owns each request: a row that leaves
/// the screen cancels its own, and all are cancelled when this controller goes. It addresses rows, never remembered
/// cells, so a reused cell is only ever filled for the row it shows. Its navigation controller owns it.
public final class ResultsViewController: ViewController {
    // MARK: - Dependencies

    private let results: FlickrSearchResults
    private let flickr: any FlickrService

    // MARK: - Views

    private let summaryLabel = Label(identifier: "results.summary")
    private let resultsList = ListView(identifier: "results.list")

    // MARK: - State

    /// Each photo's counts text once it arrived, by photo id: fetched at most once per screen.
    private var counts: [String: String] = [:]

    /// The counts requests in flight, by photo id: a row's request is cancelled when the row leaves the screen,
    /// and every one when this controller goes.
    private var countRequests: [String: Task<Void, Never>] = [:]

    /// Creates the results screen of `results`, asking `environment`'s Flickr service for counts; there is nothing
    /// else to assemble.
    public init(results: FlickrSearchResults, environment: AppEnvironment) {
        self.results = results
        flickr = environment.flickr
        super.init()
    }

    isolated deinit {
        for request in countRequests.values {
            request.cancel()
        }
    }

    // MARK: - Lifecycle

    /// Adds the widgets, becomes the list's data source and delegate (which loads the visible rows), then shows the
    /// title (the text that was searched for) and the summary line.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        title = results.searchString
        summaryLabel.text = results.summary
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(summaryLabel)
        view.addSubview(resultsList)
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
}

extension ResultsViewController: ListViewDataSource {
    /// One row per photo of the page.
    public func numberOfRows(in listView: ListView) -> Int {
        results.photos.count
    }

    /// Fills the cell for `row` from its photo and the counts kept so far.
    public func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        configure(cell, forRow: row)
    }
}

extension ResultsViewController: ListViewDelegate {
    /// Asks for the row's counts; the request it may start is counted by the window.
    public func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int) {
        view.dispatch { [weak self] in await self?.loadCounts(forRow: row)?.value }
    }

    /// Cancels the row's counts request, if one is on its way: the row left the screen, and its cell goes to another
    /// row.
    public func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {
        countRequests.removeValue(forKey: results.photos[row].id)?.cancel()
    }
}
