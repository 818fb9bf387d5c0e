import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// The paging spec, proven on the screen's view model alone: a recorder bound to its outputs stands in for the screen
/// (what the end of the list says, the rows inserted) and a Flickr spy, completed by hand, answers the pages apart
/// from the rows' counts. The list's last row appearing is the view model's `rowWillDisplay(at:)`, called as the list
/// would. No HeadlessUI here — that is the point of MVVM.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsViewModelPagingTests: PagingSpec {
    @Test("S10: reaching the last row asks for the next page and says Loading more… until it arrives")
    func reachingTheEndLoadsTheNextPage() async {
        let (viewModel, recorder, flickr) = makeSUT()
        let beforeTheEnd = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage - 1)

        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()

        #expect(beforeTheEnd == nil)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(recorder.moreTexts == [ResultsTexts.loadingMore])
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()
        #expect(recorder.moreTexts == [ResultsTexts.loadingMore, nil])
    }

    @Test("S10: the next page's photos are appended and the summary still reads the total")
    func nextPagePhotosAreAppended() async {
        let (viewModel, recorder, flickr) = makeSUT()

        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()

        let photos = ResultsFixtures.firstOfThreePages.photos + ResultsFixtures.secondOfThreePages.photos
        let titles = (0..<viewModel.numberOfRows).map { viewModel.row(at: $0).title }
        // Tracked again: the rows it created just now are tracked with it.
        trackForLeaks(viewModel)
        #expect(recorder.insertedRows == [ResultsFixtures.firstOfThreePages.photos.count..<photos.count])
        #expect(titles == photos.map(\.displayTitle))
        #expect(viewModel.summary == "60 results")
    }

    @Test("S10: reaching the end again while a page loads asks for nothing more")
    func reachingTheEndAgainWhileAPageLoadsAsksForNothing() async {
        let (viewModel, recorder, flickr) = makeSUT()
        let first = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()

        let again = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)

        #expect(again == nil)
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await first?.waitForEnd()
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(recorder.moreTexts == [ResultsTexts.loadingMore, nil])
        #expect(viewModel.numberOfRows == 50)
    }

    @Test("S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page")
    func shortPageAsksForTheNextPage() async {
        let (viewModel, recorder, flickr) = makeSUT(results: ResultsFixtures.shortFirstOfThreePages)
        // The list, shorter than the screen, shows the rows a page adds at once: its new last row appears as they go in.
        var shownAsAdded: Task<Void, Never>?
        viewModel.onRowsInsert = { [weak viewModel] rows in
            guard shownAsAdded == nil else { return }
            shownAsAdded = viewModel?.rowWillDisplay(at: rows.upperBound - 1)
        }
        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.shortFirstOfThreePages.photos.count - 1)
        await flickr.waitForPageRequest()

        flickr.completePage(with: .success(ResultsFixtures.shortSecondOfThreePages))
        await reached?.waitForEnd()
        await flickr.waitForPageRequest()

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.thirdPageRequest])
        #expect(recorder.moreTexts.last == ResultsTexts.loadingMore)
        flickr.completePage(with: .success(ResultsFixtures.thirdOfThreePages))
        await shownAsAdded?.waitForEnd()
        #expect(viewModel.numberOfRows == 16)
    }

    @Test("S10: with no more pages, reaching the end asks for nothing")
    func withNoMorePagesReachingTheEndAsksForNothing() {
        let results = ResultsFixtures.threeScreensOfPhotos
        let (viewModel, recorder, flickr) = makeSUT(results: results)

        let reached = viewModel.rowWillDisplay(at: results.photos.count - 1)

        #expect(reached == nil)
        #expect(flickr.pageRequests.isEmpty)
        #expect(recorder.moreTexts.isEmpty)
        #expect(viewModel.more == nil)
    }

    @Test("S10: a failed page says Couldn't load more photos. and is asked again the next time the end is reached")
    func failedPageIsAskedAgainAtTheEnd() async {
        let (viewModel, recorder, flickr) = makeSUT()
        let failed = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .failure(ResultsFixtures.pageFailure))
        await failed?.waitForEnd()
        let rowsAfterFailure = viewModel.numberOfRows

        let retry = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await retry?.waitForEnd()

        #expect(rowsAfterFailure == ResultsFixtures.firstOfThreePages.photos.count)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.secondPageRequest])
        // The failure is said where the list ends, and only there: the view model has no tip output at all, so no
        // toast can follow from a page.
        #expect(
            recorder.moreTexts == [
                ResultsTexts.loadingMore, ResultsTexts.loadMoreFailed, ResultsTexts.loadingMore, nil,
            ])
        #expect(recorder.insertedRows == [25..<50])
    }

    @Test("S10: the appended rows load their counts as they become visible")
    func appendedRowsLoadTheirCounts() async {
        let (viewModel, _, flickr) = makeSUT()
        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()
        let appendedRow = viewModel.row(at: 25)
        trackForLeaks(appendedRow)

        let request = appendedRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 25)])
        #expect(appendedRow.detail == ResultsFixtures.someCounts.text)
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
        #expect(recorder.moreTexts == [ResultsTexts.loadingMore])
        #expect(recorder.insertedRows.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        results: FlickrSearchResults = ResultsFixtures.firstOfThreePages
    ) -> (viewModel: ResultsViewModel, recorder: ResultsViewModelRecorder, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let viewModel = ResultsViewModel(results: results, flickr: flickr)
        let recorder = ResultsViewModelRecorder(viewModel)
        trackForLeaks(viewModel, recorder)
        return (viewModel, recorder, flickr)
    }
}
