import Model
import TestSupport
import Testing

@testable import MVVMReactive

/// The paging spec, proven on the view model alone: the list's last row appearing is the input `rowWillDisplay(at:)`,
/// which returns the page request a test waits for; a recorder observing `more` and `insertedRows` stands in for the
/// label and the list, and a Flickr spy, completed by hand, answers the pages. No HeadlessUI here.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsViewModelPagingTests: PagingSpec {
    @Test("S10: reaching the last row asks for the next page and says Loading more… until it arrives")
    func reachingTheEndLoadsTheNextPage() async {
        let (viewModel, recorder, flickr) = makeSUT()

        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(recorder.more == [nil, ResultsTexts.loadingMore])
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()
        #expect(recorder.more == [nil, ResultsTexts.loadingMore, nil])
    }

    @Test("S10: the next page's photos are appended and the summary still reads the total")
    func nextPagePhotosAreAppended() async {
        let (viewModel, recorder, flickr) = makeSUT()

        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()

        let photos = ResultsFixtures.firstOfThreePages.photos + ResultsFixtures.secondOfThreePages.photos
        #expect(viewModel.numberOfRows == photos.count)
        #expect(recorder.insertedRows == [ResultsFixtures.firstOfThreePages.photos.count..<photos.count])
        #expect((0..<photos.count).map { row(row: $0, of: viewModel).title } == photos.map(\.displayTitle))
        #expect(viewModel.summary == "60 results")
    }

    @Test("S10: once a page is appended, its last row asks for the page after it")
    func appendedPageAsksForTheFollowingPageAtItsEnd() async {
        let (viewModel, recorder, flickr) = makeSUT()
        let second = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await second?.waitForEnd()

        let third = viewModel.rowWillDisplay(at: viewModel.numberOfRows - 1)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.thirdOfThreePages))
        await third?.waitForEnd()

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.thirdPageRequest])
        #expect(recorder.insertedRows == [25..<50, 50..<60])
        #expect(viewModel.numberOfRows == 60)
    }

    @Test("S10: reaching the end again while a page loads asks for nothing more")
    func reachingTheEndAgainWhileAPageLoadsAsksForNothing() async {
        let (viewModel, _, flickr) = makeSUT()
        let lastRow = ResultsFixtures.lastRowOfTheFirstPage
        let first = viewModel.rowWillDisplay(at: lastRow)
        await flickr.waitForPageRequest()

        let again = viewModel.rowWillDisplay(at: lastRow)

        #expect(again == nil)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await first?.waitForEnd()
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(viewModel.numberOfRows == 50)
    }

    @Test("S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page")
    func shortPageAsksForTheNextPage() async throws {
        let (viewModel, recorder, flickr) = makeSUT(results: ResultsFixtures.shortFirstOfThreePages)
        // The list, shorter than the screen, shows the rows a page adds as it inserts them: its new last row appears
        // while the rows are being announced.
        var shownAsAdded: Task<Void, Never>?
        let list = viewModel.insertedRows.observe { [weak viewModel] rows in
            guard shownAsAdded == nil else { return }
            shownAsAdded = viewModel?.rowWillDisplay(at: rows.upperBound - 1)
        }
        defer { list.dispose() }
        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.shortFirstOfThreePages.photos.count - 1)
        await flickr.waitForPageRequest()

        flickr.completePage(with: .success(ResultsFixtures.shortSecondOfThreePages))
        await reached?.waitForEnd()

        let third = try #require(shownAsAdded)
        await flickr.waitForPageRequest()
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.thirdPageRequest])
        #expect(recorder.more.last == ResultsTexts.loadingMore)
        flickr.completePage(with: .success(ResultsFixtures.thirdOfThreePages))
        await third.waitForEnd()
        #expect(recorder.insertedRows == [3..<6, 6..<16])
    }

    @Test("S10: with no more pages, reaching the end asks for nothing")
    func withNoMorePagesReachingTheEndAsksForNothing() {
        let results = ResultsFixtures.threeScreensOfPhotos
        let (viewModel, recorder, flickr) = makeSUT(results: results)

        let reached = viewModel.rowWillDisplay(at: results.photos.count - 1)

        #expect(reached == nil)
        #expect(flickr.pageRequests.isEmpty)
        #expect(recorder.more == [nil])
    }

    @Test("S10: a failed page says Couldn't load more photos. and is asked again the next time the end is reached")
    func failedPageIsAskedAgainAtTheEnd() async {
        let (viewModel, recorder, flickr) = makeSUT()
        let lastRow = ResultsFixtures.lastRowOfTheFirstPage
        let failed = viewModel.rowWillDisplay(at: lastRow)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .failure(ResultsFixtures.pageFailure))
        await failed?.waitForEnd()
        let rowsAfterFailure = viewModel.numberOfRows

        let retry = viewModel.rowWillDisplay(at: lastRow)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await retry?.waitForEnd()

        #expect(rowsAfterFailure == 25)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.secondPageRequest])
        #expect(recorder.insertedRows == [25..<50])
        // The whole history: the failure replaces Loading more…, and the retry says it again. The view model has no
        // tip output at all, so no toast can follow from a page.
        let expectedMore = [nil, ResultsTexts.loadingMore, ResultsTexts.loadMoreFailed, ResultsTexts.loadingMore, nil]
        #expect(recorder.more == expectedMore)
    }

    @Test("S10: the appended rows load their counts as they become visible")
    func appendedRowsLoadTheirCounts() async {
        let (viewModel, _, flickr) = makeSUT()
        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()
        let appendedRow = row(row: 25, of: viewModel)
        let cell = ResultRowViewModelRecorder(appendedRow)

        let request = appendedRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 25)])
        #expect(cell.details == [ResultsFixtures.someCounts.text])
    }

    @Test("S11: released while a page loads, the page request is cancelled and nothing more is shown")
    func releasedWhileAPageLoadsCancelsIt() async {
        var (viewModel, recorder, flickr): (ResultsViewModel?, _, _) = makeSUT()
        let reached = viewModel?.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()

        viewModel = nil
        await flickr.waitForPageCancellation()
        await reached?.waitForEnd()

        #expect(flickr.cancelledPageRequests == [ResultsFixtures.secondPageRequest])
        #expect(recorder.insertedRows.isEmpty)
        // A cancelled page is no failure to say: after Loading more…, nothing more is said.
        #expect(recorder.more == [nil, ResultsTexts.loadingMore])
    }

    @Test("S11: a page that arrives after the screen was released adds no row and says nothing")
    func pageArrivingAfterReleaseChangesNothing() async {
        var (viewModel, recorder, flickr): (ResultsViewModel?, _, _) = makeSUT()
        let reached = viewModel?.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()

        viewModel = nil
        // The answer comes before the cancellation reaches the service: a late page, which no one shows.
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()

        #expect(recorder.insertedRows.isEmpty)
        #expect(recorder.more == [nil, ResultsTexts.loadingMore])
    }

    // MARK: - Private

    private func makeSUT(
        results: FlickrSearchResults = ResultsFixtures.firstOfThreePages
    ) -> (viewModel: ResultsViewModel, recorder: ResultsViewModelRecorder, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let viewModel = ResultsViewModel(results: results, flickr: flickr)
        trackForLeaks(viewModel)
        return (viewModel, ResultsViewModelRecorder(viewModel), flickr)
    }

    /// The view model of `row`, as the list gets it when the row shows; tracked too, since the screen's view model
    /// creates its rows only when asked.
    private func row(row: Int, of viewModel: ResultsViewModel) -> ResultRowViewModel {
        let rowViewModel = viewModel.row(at: row)
        trackForLeaks(rowViewModel)
        return rowViewModel
    }
}
