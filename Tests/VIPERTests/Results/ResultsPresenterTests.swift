import Model
import TestSupport
import Testing

@testable import VIPER

/// The results spec, proven on the presenter alone: a view spy stands in for the screen, a row spy for a cell and an
/// interactor spy, completed by hand, for the use case. The list's events are the presenter's inputs, called as a list
/// would; what a row shows is read by having the presenter fill a row spy. Where a behaviour's name also claims the use
/// case's share — a late answer dropped, a cancellation reaching the service — the test proves it first on the
/// interactor alone, with its Flickr spy, as ``ResultsInteractorTests`` does; the presenter's part comes second.
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
        let (presenter, view, interactor) = Self.makeSUT(results: ResultsFixtures.noPhotos)

        presenter.viewDidLoad()

        #expect(
            view.states == [ResultsViewState(title: ResultsFixtures.noPhotos.searchString, summary: "No photos found")])
        #expect(presenter.numberOfRows == 0)
        #expect(interactor.countsRequests.isEmpty)
    }

    @Test("S7: a row that becomes visible shows its photo's favourites and comments", arguments: ResultsFixtures.counts)
    func visibleRowShowsItsPhotosCounts(_ counts: ResultsFixtures.Counts) async {
        let (presenter, view, interactor) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)

        let request = presenter.rowWillDisplay(at: 0)
        await interactor.waitForCountsRequest()
        interactor.completeCounts(with: .success(counts.metadata))
        await request?.waitForEnd()

        #expect(interactor.countsRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows == [0])
        #expect(Self.shownRow(0, of: presenter)?.detail == counts.text)
    }

    @Test("S7: a late answer for a row that left the viewport is dropped: no visible row shows it")
    func lateAnswerForARowThatLeftIsDropped() async {
        // The interactor: counts that land after their request was cancelled are reported to no one.
        let (useCase, output, flickr) = Self.makeInteractor()
        let photoID = ResultsFixtures.photoID(ofRow: 0)
        let run = Task { await useCase.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()

        run.cancel()
        // The cancellation reaches the spy after a hop: this answer is already on its way, as a server's can be.
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await run.waitForEnd()

        #expect(output.reports.isEmpty)

        // The presenter: the row leaving cancels its request, which then reports nothing; the row shows no counts.
        let (presenter, view, interactor) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)
        let request = presenter.rowWillDisplay(at: 0)
        await interactor.waitForCountsRequest()

        presenter.rowDidEndDisplaying(at: 0)
        await request?.waitForEnd()

        #expect(interactor.cancelledCountsRequests == [photoID])
        #expect(view.reloadedRows.isEmpty)
        #expect(Self.shownRow(0, of: presenter)?.detail == nil)
    }

    @Test("S9: a row that leaves the viewport before its counts arrive cancels their request")
    func rowLeavingTheViewportCancelsItsRequest() async {
        // The interactor: a counts request cancelled before its answer cancels the service's request.
        let (useCase, output, flickr) = Self.makeInteractor()
        let photoID = ResultsFixtures.photoID(ofRow: 0)
        let run = Task { await useCase.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()

        run.cancel()
        await run.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [photoID])
        #expect(output.reports.isEmpty)

        // The presenter: the row leaving cancels the request it owns for the row.
        let (presenter, view, interactor) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)
        let request = presenter.rowWillDisplay(at: 0)
        await interactor.waitForCountsRequest()

        presenter.rowDidEndDisplaying(at: 0)
        await request?.waitForEnd()

        #expect(interactor.cancelledCountsRequests == [photoID])
        #expect(view.reloadedRows.isEmpty)
    }

    @Test("S9: counts are fetched once per photo: scrolling back shows them at once, with no new request")
    func countsAreFetchedOncePerPhoto() async {
        let (presenter, _, interactor) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)
        let request = presenter.rowWillDisplay(at: 0)
        await interactor.waitForCountsRequest()
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()
        presenter.rowDidEndDisplaying(at: 0)

        let again = presenter.rowWillDisplay(at: 0)

        #expect(again == nil)
        #expect(interactor.countsRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(Self.shownRow(0, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S9: a failed count request leaves the detail empty, shows no toast, and is retried when the row shows again")
    func failedCountsAreRetriedWhenTheRowShowsAgain() async {
        // No toast can show: the presenter's view has no way to show one.
        let (presenter, view, interactor) = Self.makeSUT(results: ResultsFixtures.threeScreensOfPhotos)
        let failed = presenter.rowWillDisplay(at: 0)
        await interactor.waitForCountsRequest()
        interactor.completeCounts(with: .failure(FlickrError.serviceUnavailable(code: 105)))
        await failed?.waitForEnd()
        let detailAfterFailure = Self.shownRow(0, of: presenter)?.detail
        presenter.rowDidEndDisplaying(at: 0)

        let retry = presenter.rowWillDisplay(at: 0)
        await interactor.waitForCountsRequest()
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        await retry?.waitForEnd()

        #expect(detailAfterFailure == nil)
        #expect(
            interactor.countsRequests == [ResultsFixtures.photoID(ofRow: 0), ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows == [0])
        #expect(Self.shownRow(0, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S8: released with counts in flight, the screen cancels every request and shows nothing more")
    func releasedWithCountsInFlightCancelsEveryRequest() async {
        // The interactor: a counts request cancelled before its answer cancels the service's request, and reports
        // nothing.
        let (useCase, output, flickr) = Self.makeInteractor()
        let photoID = ResultsFixtures.photoID(ofRow: 1)
        let run = Task { await useCase.loadCounts(forPhoto: photoID) }
        await flickr.waitForMetadataRequest()

        run.cancel()
        await run.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [photoID])
        #expect(output.reports.isEmpty)

        // The presenter: released with a request in flight for every row, it cancels them all; an answer that beats
        // the cancellation reaches no one.
        var (presenter, view, interactor): (ResultsPresenter?, _, _) = Self.makeSUT(
            results: ResultsFixtures.threeScreensOfPhotos)
        let rows = ResultsFixtures.threeScreensOfPhotos.photos.indices
        let requests = rows.map { presenter?.rowWillDisplay(at: $0) }
        await interactor.waitForCountsRequest(pending: rows.count)

        presenter = nil
        interactor.completeCounts(
            with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: ResultsFixtures.photoID(ofRow: 0))
        for request in requests {
            await request?.waitForEnd()
        }

        #expect(
            Set(interactor.cancelledCountsRequests) == Set(rows.dropFirst().map(ResultsFixtures.photoID(ofRow:))))
        #expect(view.reloadedRows.isEmpty)
    }

    // MARK: - System under test

    /// The presenter of `results` with its doubles, wired as the module wires the real roles — the presenter is its
    /// interactor's output — and leak-tracked; ``ResultsPresenterPagingTests`` builds its own here.
    static func makeSUT(
        results: FlickrSearchResults
    ) -> (presenter: ResultsPresenter, view: ResultsViewSpy, interactor: ResultsInteractorSpy) {
        let interactor = ResultsInteractorSpy()
        let presenter = ResultsPresenter(results: results, interactor: interactor)
        let view = ResultsViewSpy()
        presenter.view = view
        interactor.output = presenter
        trackForLeaks(presenter, view, interactor)
        return (presenter, view, interactor)
    }

    /// The use case alone over a Flickr spy, reporting to an output spy: the interactor's share of a behaviour.
    static func makeInteractor() -> (
        interactor: ResultsInteractor, output: ResultsInteractorOutputSpy, flickr: FlickrServiceSpy
    ) {
        let flickr = FlickrServiceSpy()
        let interactor = ResultsInteractor(flickr: flickr)
        let output = ResultsInteractorOutputSpy()
        interactor.output = output
        trackForLeaks(interactor, output)
        return (interactor, output, flickr)
    }

    /// What `row` shows when the presenter fills a cell for it now, as the list has it fill one.
    static func shownRow(_ row: Int, of presenter: ResultsPresenter) -> ResultRowState? {
        let rowView = ResultRowSpy()
        presenter.configure(rowView, forRow: row)
        return rowView.shown
    }
}
