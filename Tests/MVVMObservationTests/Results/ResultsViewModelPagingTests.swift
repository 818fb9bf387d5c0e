import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// The paging spec, proven on the screen's view model alone: the last row appearing is `rowWillDisplay(at:)`, its
/// outputs are read after each input, tracked reads stand in for the screen's pass, and a Flickr spy, completed by
/// hand, answers the pages. No HeadlessUI here.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsViewModelPagingTests: PagingSpec {
    @Test("S10: reaching the last row asks for the next page and says Loading more… until it arrives")
    func reachingTheEndLoadsTheNextPage() async {
        let (viewModel, flickr) = makeSUT()
        let screen = TrackedRead { viewModel.more }
        let beforeTheEnd = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage - 1)

        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()

        #expect(beforeTheEnd == nil)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(viewModel.more == ResultsTexts.loadingMore)
        #expect(screen.changeIsAnnounced)
        let screenWhileLoading = TrackedRead { viewModel.more }
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()
        #expect(viewModel.more == nil)
        #expect(screenWhileLoading.changeIsAnnounced)
    }

    @Test("S10: the next page's photos are appended and the summary still reads the total")
    func nextPagePhotosAreAppended() async {
        let (viewModel, flickr) = makeSUT()
        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        let screen = TrackedRead { viewModel.numberOfRows }

        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()

        let photos = ResultsFixtures.firstOfThreePages.photos + ResultsFixtures.secondOfThreePages.photos
        let titles = (0..<viewModel.numberOfRows).map { viewModel.row(at: $0).title }
        // Tracked again: the rows it created just now are tracked with it.
        trackForLeaks(viewModel)
        #expect(screen.changeIsAnnounced)
        #expect(viewModel.numberOfRows == photos.count)
        #expect(titles == photos.map(\.displayTitle))
        #expect(viewModel.summary == "60 results")
    }

    @Test("S10: once a page is appended, its last row asks for the page after it")
    func appendedPageAsksForTheFollowingPageAtItsEnd() async throws {
        let (viewModel, flickr) = makeSUT()
        let second = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await second?.waitForEnd()

        let third = try #require(viewModel.rowWillDisplay(at: viewModel.numberOfRows - 1))
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.thirdOfThreePages))
        await third.waitForEnd()

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.thirdPageRequest])
        #expect(viewModel.numberOfRows == 60)
        #expect(viewModel.more == nil)
    }

    @Test("S10: reaching the end again while a page loads asks for nothing more")
    func reachingTheEndAgainWhileAPageLoadsAsksForNothing() async {
        let (viewModel, flickr) = makeSUT()
        let first = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()

        let again = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)

        #expect(again == nil)
        #expect(viewModel.more == ResultsTexts.loadingMore)
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await first?.waitForEnd()
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(viewModel.numberOfRows == 50)
        #expect(viewModel.more == nil)
    }

    @Test("S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page")
    func shortPageAsksForTheNextPage() async {
        let (viewModel, flickr) = makeSUT(results: ResultsFixtures.shortFirstOfThreePages)
        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.shortFirstOfThreePages.photos.count - 1)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.shortSecondOfThreePages))
        await reached?.waitForEnd()
        let screen = TrackedRead { viewModel.more }

        // The screen's pass, inserting the page's rows into a list shorter than the screen, shows its new last row.
        let shown = viewModel.rowWillDisplay(at: viewModel.numberOfRows - 1)
        await flickr.waitForPageRequest()

        #expect(viewModel.numberOfRows == 6)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.thirdPageRequest])
        #expect(viewModel.more == ResultsTexts.loadingMore)
        #expect(screen.changeIsAnnounced)
        flickr.completePage(with: .success(ResultsFixtures.thirdOfThreePages))
        await shown?.waitForEnd()
    }

    @Test("S10: with no more pages, reaching the end asks for nothing")
    func withNoMorePagesReachingTheEndAsksForNothing() {
        let results = ResultsFixtures.threeScreensOfPhotos
        let (viewModel, flickr) = makeSUT(results: results)
        let screen = TrackedRead { viewModel.more }

        let reached = viewModel.rowWillDisplay(at: results.photos.count - 1)

        #expect(reached == nil)
        #expect(flickr.pageRequests.isEmpty)
        #expect(viewModel.more == nil)
        #expect(!screen.changeIsAnnounced)
    }

    @Test("S10: a failed page says Couldn't load more photos. and is asked again the next time the end is reached")
    func failedPageIsAskedAgainAtTheEnd() async {
        let (viewModel, flickr) = makeSUT()
        let failed = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        let screenWhileLoading = TrackedRead { viewModel.more }
        flickr.completePage(with: .failure(ResultsFixtures.pageFailure))
        await failed?.waitForEnd()
        let moreAfterFailure = viewModel.more
        let rowsAfterFailure = viewModel.numberOfRows

        let retry = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        let moreWhileRetrying = viewModel.more
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await retry?.waitForEnd()

        // The failure is said where the list ends, and only there: the view model has no tip output at all, so no
        // toast can follow from a page.
        #expect(moreAfterFailure == ResultsTexts.loadMoreFailed)
        #expect(screenWhileLoading.changeIsAnnounced)
        #expect(rowsAfterFailure == ResultsFixtures.firstOfThreePages.photos.count)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.secondPageRequest])
        #expect(moreWhileRetrying == ResultsTexts.loadingMore)
        #expect(viewModel.more == nil)
        #expect(viewModel.numberOfRows == 50)
    }

    @Test("S10: the appended rows load their counts as they become visible")
    func appendedRowsLoadTheirCounts() async throws {
        let (viewModel, flickr) = makeSUT()
        let reached = viewModel.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await reached?.waitForEnd()
        // Asking for a row the list does not have traps, and a trap ends the whole run: a page not appended fails here.
        try #require(viewModel.numberOfRows == 50)
        let appendedRow = viewModel.row(at: 25)
        trackForLeaks(appendedRow)
        let cell = TrackedRead { appendedRow.detail }

        let request = appendedRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 25)])
        #expect(appendedRow.detail == ResultsFixtures.someCounts.text)
        #expect(cell.changeIsAnnounced)
    }

    @Test("S11: released while a page loads, the page request is cancelled and nothing more is shown")
    func releasedWhileAPageLoadsCancelsIt() async {
        var (viewModel, flickr): (ResultsViewModel?, _) = makeSUT()
        let reached = viewModel?.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        let screen = TrackedRead { (viewModel?.more, viewModel?.numberOfRows) }

        viewModel = nil
        await flickr.waitForPageCancellation()
        await reached?.waitForEnd()

        #expect(flickr.cancelledPageRequests == [ResultsFixtures.secondPageRequest])
        #expect(!screen.changeIsAnnounced)
    }

    // MARK: - Private

    private func makeSUT(
        results: FlickrSearchResults = ResultsFixtures.firstOfThreePages
    ) -> (viewModel: ResultsViewModel, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let viewModel = ResultsViewModel(results: results, flickr: flickr)
        trackForLeaks(viewModel)
        return (viewModel, flickr)
    }
}
