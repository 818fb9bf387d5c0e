import Catalog
import HeadlessUI
import Model
import TestSupport
import Testing

/// The results screen's paging as a user meets it (S10, S11), written once and run against every architecture
/// through the Catalog's door to the results screen and the window: scrolling to the end, reading `results.more`,
/// nothing else. A page is two and a half screens of the ten-row list, so scrolling to row 15 shows the last row. The
/// test answers the pages by hand; the rows' counts come at once (``PagesByHand``), so `settle()` waits for everything
/// but a page still loading — except in the scenario about the counts in flight as a page arrives, which answers both
/// by hand.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct PagingAcceptanceTests {
    /// The top row that puts the first page's last row at the bottom of the viewport.
    private static let endOfTheFirstPage = FlickrSearchResults.pageSize - ResultsFixtures.visibleRowCount

    @Test(
        "S10: reaching the end asks for the next page once, says Loading more…, then appends it under the same summary",
        arguments: Architecture.allCases
    )
    func reachingTheEndAppendsTheNextPage(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.firstOfThreePages, in: architecture)
        let list = try window.list("results.list")
        await window.settle()

        list.scroll(toRow: Self.endOfTheFirstPage)
        await flickr.pages.waitForPageRequest()
        await window.work.settle(leavingAtMost: 1)

        #expect(flickr.pages.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(try window.label("results.more").text == ResultsTexts.loadingMore)
        #expect(try !window.label("results.more").isHidden)
        flickr.pages.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await window.settle()
        #expect(list.numberOfRows == 50)
        #expect(try window.label("results.summary").text == "60 results")
        #expect(try window.label("results.more").text == nil)
        #expect(try window.label("results.more").isHidden)
        list.scroll(toRow: 25)
        #expect(list.visibleCells.map(\.text) == ResultsFixtures.secondOfThreePages.photos[0..<10].map(\.displayTitle))
        await window.settle()
        #expect(window.toast.messages.isEmpty)
    }

    @Test("S10: reaching the end again while the page loads sends no second request", arguments: Architecture.allCases)
    func reachingTheEndTwiceSendsOneRequest(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.firstOfThreePages, in: architecture)
        let list = try window.list("results.list")
        list.scroll(toRow: Self.endOfTheFirstPage)
        await flickr.pages.waitForPageRequest()

        list.scroll(toRow: 0)
        list.scroll(toRow: Self.endOfTheFirstPage)
        await window.work.settle(leavingAtMost: 1)

        #expect(flickr.pages.pageRequests == [ResultsFixtures.secondPageRequest])
        flickr.pages.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await window.settle()
        #expect(list.numberOfRows == 50)
        #expect(flickr.pages.pageRequests == [ResultsFixtures.secondPageRequest])
    }

    @Test(
        "S10: a failed page says Couldn't load more photos. with no toast, and reaching the end again asks again",
        arguments: Architecture.allCases
    )
    func failedPageIsAskedAgain(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.firstOfThreePages, in: architecture)
        let list = try window.list("results.list")
        list.scroll(toRow: Self.endOfTheFirstPage)
        await flickr.pages.waitForPageRequest()

        flickr.pages.completePage(with: .failure(ResultsFixtures.pageFailure))
        await window.settle()

        #expect(try window.label("results.more").text == ResultsTexts.loadMoreFailed)
        #expect(try !window.label("results.more").isHidden)
        #expect(window.toast.messages.isEmpty)
        #expect(list.numberOfRows == 25)
        list.scroll(toRow: 0)
        list.scroll(toRow: Self.endOfTheFirstPage)
        await flickr.pages.waitForPageRequest()
        await window.work.settle(leavingAtMost: 1)
        #expect(flickr.pages.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.secondPageRequest])
        #expect(try window.label("results.more").text == ResultsTexts.loadingMore)
        flickr.pages.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await window.settle()
        #expect(list.numberOfRows == 50)
        #expect(try window.label("results.more").isHidden)
    }

    @Test(
        "S10: the appended rows load their own photos' counts as they become visible", arguments: Architecture.allCases)
    func appendedRowsLoadTheirCounts(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.firstOfThreePages, in: architecture)
        let list = try window.list("results.list")
        list.scroll(toRow: Self.endOfTheFirstPage)
        await flickr.pages.waitForPageRequest()
        flickr.pages.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await window.settle()

        list.scroll(toRow: 30)
        await window.settle()

        #expect(flickr.countsAsked.suffix(10) == (30..<40).map(ResultsFixtures.photoID(ofRow:)))
        #expect(list.visibleCells.allSatisfy { $0.detailText == ResultsFixtures.someCounts.text })
    }

    @Test(
        "S10: the rows on screen keep their counts requests while a page is appended: none cancelled or sent again",
        arguments: Architecture.allCases
    )
    func appendedPageKeepsTheRowsOnScreen(architecture: Architecture) async throws {
        // Counts answered by hand too: they are still in flight when the page arrives.
        let flickr = FlickrServiceSpy()
        let window = Window.openResults(
            ResultsFixtures.firstOfThreePages, in: architecture, environment: .testing(flickr: flickr))
        let list = try window.list("results.list")
        let rowsOnScreen = Self.endOfTheFirstPage..<FlickrSearchResults.pageSize
        list.scroll(toRow: Self.endOfTheFirstPage)
        await flickr.waitForPageRequest()
        await flickr.waitForMetadataRequest(
            forPhotoID: ResultsFixtures.photoID(ofRow: ResultsFixtures.lastRowOfTheFirstPage))
        await flickr.waitForMetadataCancellation(count: ResultsFixtures.visibleRowCount)
        let countsAsked = flickr.metadataRequests
        // The last row's counts are answered first: a style may wait for a row's counts and the page it started as
        // one piece of work, so only the other rows' requests are left once the page is in, whichever way it counts.
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: ResultsFixtures.lastRowOfTheFirstPage))

        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await window.work.settle(leavingAtMost: rowsOnScreen.count - 1)

        #expect(list.numberOfRows == 50)
        #expect(flickr.metadataRequests == countsAsked)
        #expect(flickr.cancelledMetadataRequests.count == ResultsFixtures.visibleRowCount)
        for _ in rowsOnScreen.dropLast() {
            flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        }
        await window.settle()
        #expect(list.visibleCells.allSatisfy { $0.detailText == ResultsFixtures.someCounts.text })
    }

    @Test(
        "S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page",
        arguments: Architecture.allCases
    )
    func shortPageAsksForTheNextPage(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.shortFirstOfThreePages, in: architecture)
        await flickr.pages.waitForPageRequest()

        // The window runs its passes as it settles, as a run loop would; it settles once the third page is in. A style
        // that never asks for the third page is caught by the suite's time limit: nothing else would end the wait.
        flickr.pages.completePage(with: .success(ResultsFixtures.shortSecondOfThreePages))
        async let settled: Void = window.settle()
        await flickr.pages.waitForPageRequest()
        let moreWhileTheThirdPageLoads = try window.label("results.more").text
        flickr.pages.completePage(with: .success(ResultsFixtures.thirdOfThreePages))
        await settled

        #expect(flickr.pages.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.thirdPageRequest])
        #expect(moreWhileTheThirdPageLoads == ResultsTexts.loadingMore)
        #expect(try window.list("results.list").numberOfRows == 16)
        #expect(try window.label("results.more").isHidden)
    }

    @Test(
        "S10: with no more pages, reaching the end asks for nothing and says nothing", arguments: Architecture.allCases)
    func noMorePagesAsksForNothing(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos, in: architecture)

        try window.list("results.list").scroll(toRow: 20)
        await window.settle()

        #expect(flickr.pages.pageRequests.isEmpty)
        #expect(try window.label("results.more").isHidden)
    }

    @Test(
        "S11: released while a page loads, the page request is cancelled and every object is freed",
        arguments: Architecture.allCases
    )
    func releasedWhileAPageLoadsCancelsIt(architecture: Architecture) async throws {
        var (window, flickr): (Window?, _) = open(ResultsFixtures.firstOfThreePages, in: architecture)
        let work = try #require(window?.work)
        try window?.list("results.list").scroll(toRow: Self.endOfTheFirstPage)
        await flickr.pages.waitForPageRequest()

        window = nil
        await flickr.pages.waitForPageCancellation()
        await work.settle()

        #expect(flickr.pages.cancelledPageRequests == [ResultsFixtures.secondPageRequest])
    }

    // MARK: - Private

    private func open(_ results: FlickrSearchResults, in architecture: Architecture) -> (Window, PagesByHand) {
        let flickr = PagesByHand()
        return (Window.openResults(results, in: architecture, environment: .testing(flickr: flickr)), flickr)
    }
}
