import Model
import TestSupport
import Testing

@testable import VIPER

/// The results spec, proven on the presenter over its real interactor: a view spy stands in for the screen, row spies
/// for the cells and a Flickr spy, completed by hand, for the service. The list's events are the presenter's inputs
/// (`rowWillDisplay(at:)`, `rowDidEndDisplaying(at:)`), called as a list would. No HeadlessUI here.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsPresenterTests: ResultsSpec {
    @Test(
        "S3: the results screen is titled with the search text and shows the summary",
        arguments: ResultsFixtures.summaries
    )
    func resultsAreTitledWithTheSearchTextAndSummarised(_ summary: ResultsFixtures.Summary) {
        let (presenter, view, _) = makeSUT(results: summary.results)

        presenter.viewDidLoad()

        #expect(view.states == [ResultsViewState(title: summary.results.searchString, summary: summary.text)])
        #expect(presenter.numberOfRows == summary.results.photos.count)
    }

    @Test("S3: one row per photo shows its title, Untitled for none, and its thumbnail")
    func oneRowPerPhotoShowsItsTitleAndThumbnail() {
        let results = ResultsFixtures.pageWithAnUntitledPhoto
        let (presenter, _, _) = makeSUT(results: results)

        let rows = (0..<presenter.numberOfRows).map { row(row: $0, of: presenter) }

        #expect(rows.map(\.?.title) == ResultsFixtures.titlesOfThePageWithAnUntitledPhoto)
        #expect(rows.map(\.?.thumbnailURL) == results.photos.map(\.thumbnailURL))
        #expect(rows.allSatisfy { $0?.detail == nil })
    }

    @Test("S3: no photos found shows an empty list and asks for no counts")
    func noPhotosFoundShowsAnEmptyList() {
        let (presenter, view, flickr) = makeSUT(results: ResultsFixtures.noPhotos)

        presenter.viewDidLoad()

        #expect(view.states.map(\.summary) == ["No photos found"])
        #expect(presenter.numberOfRows == 0)
        #expect(flickr.metadataRequests.isEmpty)
    }

    @Test("S7: a row that becomes visible shows its photo's favourites and comments", arguments: ResultsFixtures.counts)
    func visibleRowShowsItsPhotosCounts(_ counts: ResultsFixtures.Counts) async {
        let (presenter, view, flickr) = makeSUT()

        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))
        await request?.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows == [0])
        #expect(row(row: 0, of: presenter)?.detail == counts.text)
    }

    @Test("S7: a late answer for a row that left the viewport is dropped: no visible row shows it")
    func lateAnswerForARowThatLeftIsDropped() async {
        let (presenter, view, flickr) = makeSUT()
        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()

        presenter.rowDidEndDisplaying(at: 0)
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(view.reloadedRows.isEmpty)
        #expect(row(row: 0, of: presenter)?.detail == nil)
    }

    @Test("S9: a row that leaves the viewport before its counts arrive cancels their request")
    func rowLeavingTheViewportCancelsItsRequest() async {
        let (presenter, view, flickr) = makeSUT()
        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()

        presenter.rowDidEndDisplaying(at: 0)
        await request?.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows.isEmpty)
    }

    @Test("S9: counts are fetched once per photo: scrolling back shows them at once, with no new request")
    func countsAreFetchedOncePerPhoto() async {
        let (presenter, _, flickr) = makeSUT()
        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()
        presenter.rowDidEndDisplaying(at: 0)

        let again = presenter.rowWillDisplay(at: 0)

        #expect(again == nil)
        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(row(row: 0, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S9: a failed count request leaves the detail empty, shows no toast, and is retried when the row shows again")
    func failedCountsAreRetriedWhenTheRowShowsAgain() async {
        let (presenter, view, flickr) = makeSUT()
        let failed = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .failure(FlickrError.serviceUnavailable(code: 105)))
        await failed?.waitForEnd()
        let detailAfterFailure = row(row: 0, of: presenter)?.detail
        presenter.rowDidEndDisplaying(at: 0)

        let retry = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await retry?.waitForEnd()

        #expect(detailAfterFailure == nil)
        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0), ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows == [0])
        #expect(row(row: 0, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S8: released with counts in flight, the screen cancels every request and shows nothing more")
    func releasedWithCountsInFlightCancelsEveryRequest() async {
        var (presenter, view, flickr): (ResultsPresenter?, _, _) = makeSUT()
        let rows = 0..<ResultsFixtures.visibleRowCount
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

    // MARK: - Private

    private func makeSUT(
        results: FlickrSearchResults = ResultsFixtures.threeScreensOfPhotos
    ) -> (presenter: ResultsPresenter, view: ResultsViewSpy, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let interactor = ResultsInteractor(results: results, flickr: flickr)
        let presenter = ResultsPresenter(interactor: interactor)
        let view = ResultsViewSpy()
        presenter.view = view
        interactor.output = presenter
        trackForLeaks(presenter, view)
        return (presenter, view, flickr)
    }

    /// What `row` shows when the presenter fills a cell for it now.
    private func row(row: Int, of presenter: ResultsPresenter) -> ResultRowState? {
        let rowView = ResultRowSpy()
        presenter.configure(rowView, forRow: row)
        return rowView.shown
    }
}
