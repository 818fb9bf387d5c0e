import HeadlessUI
import MVC
import Model
import TestSupport
import Testing

/// The paging spec, proven on the results screen itself in a window, as the rest of its spec is: the test scrolls the
/// list to its last row, which is what reaches the end, and reads `results.list`, `results.summary` and
/// `results.more`. A Flickr spy, completed by hand, answers the pages. The rows in view ask for their counts too,
/// and only the test about counts answers them: the others wait for a page with `settle(leavingAtMost:)` one
/// request per visible row, everything else having run its course.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsViewControllerPagingTests: PagingSpec {
    /// The rows in view, each with its counts request left unanswered.
    private static let visibleRows = ResultsFixtures.visibleRowCount

    @Test("S10: reaching the last row asks for the next page and says Loading more… until it arrives")
    func reachingTheEndLoadsTheNextPage() async throws {
        let (window, flickr) = makeSUT()
        let more = try window.label("results.more")

        await reachTheEnd(of: try window.list("results.list"), flickr)
        let textWhileLoading = more.text
        let hiddenWhileLoading = more.isHidden
        await answerThePage(with: .success(ResultsFixtures.secondOfThreePages), flickr, window)

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(textWhileLoading == ResultsTexts.loadingMore)
        #expect(!hiddenWhileLoading)
        #expect(more.text == nil)
        #expect(more.isHidden)
    }

    @Test("S10: the next page's photos are appended and the summary still reads the total")
    func nextPagePhotosAreAppended() async throws {
        let (window, flickr) = makeSUT()
        let list = try window.list("results.list")
        await reachTheEnd(of: list, flickr)

        await answerThePage(with: .success(ResultsFixtures.secondOfThreePages), flickr, window)
        // Appended below the rows in view, which keep their cells and their counts requests: only the rows scrolled
        // past have had theirs cancelled.
        let cancelledCountsAfterThePage = flickr.cancelledMetadataRequests
        list.scroll(toRow: ResultsFixtures.firstOfThreePages.photos.count)

        #expect(cancelledCountsAfterThePage == (0..<Self.visibleRows).map(ResultsFixtures.photoID(ofRow:)))
        #expect(list.numberOfRows == 50)
        #expect(
            list.visibleCells.map(\.text)
                == ResultsFixtures.secondOfThreePages.photos.prefix(Self.visibleRows).map(\.displayTitle))
        #expect(try window.label("results.summary").text == "60 results")
    }

    @Test("S10: reaching the end again while a page loads asks for nothing more")
    func reachingTheEndAgainWhileAPageLoadsAsksForNothing() async throws {
        let (window, flickr) = makeSUT()
        let list = try window.list("results.list")
        await reachTheEnd(of: list, flickr)

        list.scroll(toRow: 0)
        list.scroll(toRow: ResultsFixtures.lastRowOfTheFirstPage)
        // A second page request would be one more work in flight, and this wait would never end.
        await window.work.settle(leavingAtMost: Self.visibleRows + 1)
        let requestsWhileLoading = flickr.pageRequests
        await answerThePage(with: .success(ResultsFixtures.secondOfThreePages), flickr, window)

        #expect(requestsWhileLoading == [ResultsFixtures.secondPageRequest])
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(list.numberOfRows == 50)
    }

    @Test("S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page")
    func shortPageAsksForTheNextPage() async throws {
        let (window, flickr) = makeSUT(results: ResultsFixtures.shortFirstOfThreePages)
        await flickr.waitForPageRequest()

        flickr.completePage(with: .success(ResultsFixtures.shortSecondOfThreePages))
        await flickr.waitForPageRequest()
        // The six rows in view, each with its counts request unanswered, and the third page's request.
        await window.work.settle(leavingAtMost: 7)

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.thirdPageRequest])
        #expect(try window.list("results.list").numberOfRows == 6)
        #expect(try window.label("results.more").text == ResultsTexts.loadingMore)
    }

    @Test("S10: with no more pages, reaching the end asks for nothing")
    func withNoMorePagesReachingTheEndAsksForNothing() async throws {
        let results = ResultsFixtures.threeScreensOfPhotos
        let (window, flickr) = makeSUT(results: results)

        try window.list("results.list").scroll(toRow: results.photos.count - 1)
        await window.work.settle(leavingAtMost: Self.visibleRows)

        #expect(flickr.pageRequests.isEmpty)
        #expect(try window.label("results.more").text == nil)
        #expect(try window.label("results.more").isHidden)
    }

    @Test("S10: a failed page says Couldn't load more photos. and is asked again the next time the end is reached")
    func failedPageIsAskedAgainAtTheEnd() async throws {
        let (window, flickr) = makeSUT()
        let list = try window.list("results.list")
        let more = try window.label("results.more")
        await reachTheEnd(of: list, flickr)
        await answerThePage(with: .failure(ResultsFixtures.pageFailure), flickr, window)
        let textAfterFailure = more.text
        let hiddenAfterFailure = more.isHidden
        let rowsAfterFailure = list.numberOfRows

        list.scroll(toRow: 0)
        await reachTheEnd(of: list, flickr)
        let whileRetrying = more.text
        await answerThePage(with: .success(ResultsFixtures.secondOfThreePages), flickr, window)

        #expect(textAfterFailure == ResultsTexts.loadMoreFailed)
        #expect(!hiddenAfterFailure)
        #expect(rowsAfterFailure == 25)
        #expect(window.toast.messages.isEmpty)
        #expect(whileRetrying == ResultsTexts.loadingMore)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.secondPageRequest])
        #expect(list.numberOfRows == 50)
        #expect(more.isHidden)
    }

    @Test("S10: the appended rows load their counts as they become visible")
    func appendedRowsLoadTheirCounts() async throws {
        let (window, flickr) = makeSUT()
        let list = try window.list("results.list")
        await reachTheEnd(of: list, flickr)
        await answerThePage(with: .success(ResultsFixtures.secondOfThreePages), flickr, window)

        let appendedRows = 25..<25 + Self.visibleRows
        list.scroll(toRow: appendedRows.lowerBound)
        for photoID in appendedRows.map(ResultsFixtures.photoID(ofRow:)) {
            await flickr.waitForMetadataRequest(forPhotoID: photoID)
            flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: photoID)
        }
        await window.settle()

        #expect(flickr.metadataRequests.suffix(appendedRows.count) == appendedRows.map(ResultsFixtures.photoID(ofRow:)))
        #expect(list.visibleCells.allSatisfy { $0.detailText == ResultsFixtures.someCounts.text })
    }

    @Test("S11: released while a page loads, the page request is cancelled and nothing more is shown")
    func releasedWhileAPageLoadsCancelsIt() async throws {
        var (window, flickr): (Window?, _) = makeSUT()
        let work = try #require(window?.work)
        let toast = try #require(window?.toast)
        let list = try #require(try window?.list("results.list"))
        let more = try #require(try window?.label("results.more"))
        await reachTheEnd(of: list, flickr)

        window = nil
        await flickr.waitForPageCancellation()
        await work.settle()

        #expect(flickr.cancelledPageRequests == [ResultsFixtures.secondPageRequest])
        #expect(list.numberOfRows == 25)
        #expect(more.text == ResultsTexts.loadingMore)
        #expect(toast.messages.isEmpty)
    }

    // MARK: - Private

    /// Scrolls `list` to the first page's last row, which reaches the end, and waits for the page request it sends.
    private func reachTheEnd(of list: ListView, _ flickr: FlickrServiceSpy) async {
        list.scroll(toRow: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
    }

    /// Answers the page request with `result` and waits until it has ended, the visible rows' counts unanswered.
    private func answerThePage(
        with result: Result<FlickrSearchResults, any Error>,
        _ flickr: FlickrServiceSpy,
        _ window: Window,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        flickr.completePage(with: result, sourceLocation: sourceLocation)
        await window.work.settle(leavingAtMost: Self.visibleRows)
    }

    private func makeSUT(
        results: FlickrSearchResults = ResultsFixtures.firstOfThreePages
    ) -> (window: Window, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let window = Window(
            rootViewController: ResultsViewController(results: results, environment: .testing(flickr: flickr)))
        trackForLeaks(window)
        return (window, flickr)
    }
}
