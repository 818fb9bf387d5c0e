import Model
import TestSupport
import Testing

@testable import MVP

/// The results spec, proven on the presenter alone: a view spy stands in for the screen, a row spy for a cell and a
/// Flickr spy, completed by hand, for the service. The list's events are the presenter's inputs, called as a list
/// would; what a row shows is read by having the presenter fill a row spy. No HeadlessUI here.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsPresenterTests: ResultsSpec {
    @Test(
        "S3: the results screen is titled with the search text and shows the summary",
        arguments: ResultsFixtures.summaries
    )
    func resultsAreTitledWithTheSearchTextAndSummarised(_ summary: ResultsFixtures.Summary) {
        let (presenter, view, _) = Self.makeSUT(results: summary.results)

        presenter.viewDidLoad()

        #expect(view.states == [ResultsViewState(title: summary.results.searchString, summary: summary.text)])
        #expect(presenter.numberOfRows == summary.results.photos.count)
    }

    @Test("S3: one row per photo shows its title, Untitled for none, and its thumbnail")
    func oneRowPerPhotoShowsItsTitleAndThumbnail() {
        let results = ResultsFixtures.pageWithAnUntitledPhoto
        let (presenter, _, _) = Self.makeSUT(results: results)

        let rows = (0..<presenter.numberOfRows).map { Self.shownRow($0, of: presenter) }

        #expect(rows.map(\.?.title) == ResultsFixtures.titlesOfThePageWithAnUntitledPhoto)
        #expect(rows.map(\.?.thumbnailURL) == results.photos.map(\.thumbnailURL))
        #expect(rows.allSatisfy { $0?.detail == nil })
    }

    @Test("S3: no photos found shows an empty list and asks for no counts")
    func noPhotosFoundShowsAnEmptyList() {
        let (presenter, view, flickr) = Self.makeSUT(results: ResultsFixtures.noPhotos)

        presenter.viewDidLoad()

        #expect(
            view.states == [ResultsViewState(title: ResultsFixtures.noPhotos.searchString, summary: "No photos found")])
        #expect(presenter.numberOfRows == 0)
        #expect(flickr.metadataRequests.isEmpty)
    }

    @Test("S7: a row that becomes visible shows its photo's favourites and comments", arguments: ResultsFixtures.counts)
    func visibleRowShowsItsPhotosCounts(_ counts: ResultsFixtures.Counts) async {
        let (presenter, view, flickr) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)

        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))
        await request?.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows == [0])
        #expect(Self.shownRow(0, of: presenter)?.detail == counts.text)
    }

    @Test("S7: a late answer for a row that left the viewport is dropped: no visible row shows it")
    func lateAnswerForARowThatLeftIsDropped() async {
        let (presenter, view, flickr) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)
        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()

        presenter.rowDidEndDisplaying(at: 0)
        // The cancellation reaches the spy after a hop: this answer is already on its way, as a server's can be.
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(view.reloadedRows.isEmpty)
        #expect(Self.shownRow(0, of: presenter)?.detail == nil)
    }

    @Test("S9: a row that leaves the viewport before its counts arrive cancels their request")
    func rowLeavingTheViewportCancelsItsRequest() async {
        let (presenter, view, flickr) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)
        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()

        presenter.rowDidEndDisplaying(at: 0)
        await request?.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows.isEmpty)
    }

    @Test("S9: counts are fetched once per photo: scrolling back shows them at once, with no new request")
    func countsAreFetchedOncePerPhoto() async {
        let (presenter, _, flickr) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)
        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()
        presenter.rowDidEndDisplaying(at: 0)

        let again = presenter.rowWillDisplay(at: 0)

        #expect(again == nil)
        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(Self.shownRow(0, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S9: a failed count request leaves the detail empty, shows no toast, and is retried when the row shows again")
    func failedCountsAreRetriedWhenTheRowShowsAgain() async {
        // No toast can show: the presenter's view has no way to show one.
        let (presenter, view, flickr) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)
        let failed = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .failure(FlickrError.serviceUnavailable(code: 105)))
        await failed?.waitForEnd()
        let detailAfterFailure = Self.shownRow(0, of: presenter)?.detail
        presenter.rowDidEndDisplaying(at: 0)

        let retry = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await retry?.waitForEnd()

        #expect(detailAfterFailure == nil)
        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0), ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows == [0])
        #expect(Self.shownRow(0, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S8: released with counts in flight, the screen cancels every request and shows nothing more")
    func releasedWithCountsInFlightCancelsEveryRequest() async {
        var (presenter, view, flickr): (ResultsPresenter?, _, _) = Self.makeSUT(
            results: ResultsFixtures.threeScreensOfPhotos)
        let rows = ResultsFixtures.threeScreensOfPhotos.photos.indices
        let requests = rows.map { presenter?.rowWillDisplay(at: $0) }
        await flickr.waitForMetadataRequest(pending: rows.count)

        presenter = nil
        // An answer that comes before the cancellation reaches the service is a late one: no one shows it.
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: 0)
        )
        for request in requests {
            await request?.waitForEnd()
        }

        #expect(Set(flickr.cancelledMetadataRequests) == Set(rows.dropFirst().map(ResultsFixtures.photoID(ofRow:))))
        #expect(view.reloadedRows.isEmpty)
    }

    @Test("S8: the presenter holds its screen weakly: a released screen is freed while the presenter lives")
    func presenterHoldsItsScreenWeakly() {
        // The view spy is dropped at once: only the presenter could keep it, as it would keep the screen that owns it
        // in a cycle.
        let (presenter, _, _) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)

        #expect(presenter.view == nil)
    }

    // MARK: - System under test

    /// The presenter of `results` and its doubles, leak-tracked; ``ResultsPresenterPagingTests`` builds its own here.
    static func makeSUT(
        results: FlickrSearchResults
    ) -> (presenter: ResultsPresenter, view: ResultsViewSpy, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let presenter = ResultsPresenter(results: results, flickr: flickr)
        let view = ResultsViewSpy()
        presenter.view = view
        trackForLeaks(presenter, view)
        return (presenter, view, flickr)
    }

    /// What `row` shows when the presenter fills a cell for it now, as the list has it fill one.
    static func shownRow(_ row: Int, of presenter: ResultsPresenter) -> ResultRowState? {
        let rowView = ResultRowSpy()
        presenter.configure(rowView, forRow: row)
        return rowView.shown
    }
}
