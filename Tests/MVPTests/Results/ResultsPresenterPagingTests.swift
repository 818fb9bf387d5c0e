import Model
import TestSupport
import Testing

@testable import MVP

/// The paging spec, proven on the presenter alone as the rest of the results spec is, over the presenter and doubles
/// ``ResultsPresenterTests`` builds: the last row appearing reaches the end. `rowWillDisplay(at:)` returns the work it
/// started — the row's counts and, at the end, the next page — so each test answers both before it waits.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsPresenterPagingTests: PagingSpec {
    @Test("S10: reaching the last row asks for the next page and says Loading more… until it arrives")
    func reachingTheEndLoadsTheNextPage() async {
        let (presenter, view, flickr) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()

        let reached = presenter.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(view.states.last?.more == ResultsTexts.loadingMore)
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()
        #expect(view.states.last?.more == nil)
    }

    @Test("S10: the next page's photos are appended and the summary still reads the total")
    func nextPagePhotosAreAppended() async {
        let (presenter, view, flickr) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()

        let reached = presenter.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()

        let photos = ResultsFixtures.firstOfThreePages.photos + ResultsFixtures.secondOfThreePages.photos
        #expect(presenter.numberOfRows == photos.count)
        #expect(view.insertedRows == [ResultsFixtures.firstOfThreePages.photos.count..<photos.count])
        // The rows the list has, as it reads them: a presenter that appended nothing fails here instead of being asked
        // for rows it does not have.
        #expect(
            (0..<presenter.numberOfRows).map { ResultsPresenterTests.shownRow($0, of: presenter)?.title }
                == photos.map(\.displayTitle))
        // The second page says 61: the summary keeps the first answer's total.
        #expect(view.states.last == ResultsViewState(title: "dogs", summary: "60 results"))
    }

    @Test("S10: reaching the end again while a page loads asks for nothing more")
    func reachingTheEndAgainWhileAPageLoadsAsksForNothing() async {
        let (presenter, _, flickr) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()
        let lastRow = ResultsFixtures.lastRowOfTheFirstPage
        let first = presenter.rowWillDisplay(at: lastRow)
        await flickr.waitForPageRequest()

        presenter.rowDidEndDisplaying(at: lastRow)
        // The spy drops a cancelled request a hop after the cancellation: until then it still counts as pending.
        await flickr.waitForMetadataCancellation()
        let again = presenter.rowWillDisplay(at: lastRow)
        await flickr.waitForMetadataRequest()

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await first?.waitForEnd()
        await again?.waitForEnd()
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(presenter.numberOfRows == 50)
    }

    @Test("S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page")
    func shortPageAsksForTheNextPage() async {
        let (presenter, view, flickr) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.shortFirstOfThreePages)
        presenter.viewDidLoad()
        // A list shorter than its screen shows the rows a page adds at once, while the presenter is still taking the
        // page in. Only the second page's are shown so: the third page's are not on screen when this test ends.
        var shownAsAdded: Task<Void, Never>?
        view.onInsertRows = { [weak presenter] rows in
            guard shownAsAdded == nil else { return }
            shownAsAdded = presenter?.rowWillDisplay(at: rows.upperBound - 1)
        }
        let reached = presenter.rowWillDisplay(at: ResultsFixtures.shortFirstOfThreePages.photos.count - 1)
        await flickr.waitForPageRequest()

        flickr.completePage(with: .success(ResultsFixtures.shortSecondOfThreePages))
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()
        await flickr.waitForPageRequest()

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.thirdPageRequest])
        #expect(view.states.last?.more == ResultsTexts.loadingMore)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        flickr.completePage(with: .success(ResultsFixtures.thirdOfThreePages))
        await shownAsAdded?.waitForEnd()
        #expect(view.insertedRows == [3..<6, 6..<16])
    }

    @Test("S10: with no more pages, reaching the end asks for nothing")
    func withNoMorePagesReachingTheEndAsksForNothing() async {
        let results = ResultsFixtures.threeScreensOfPhotos
        let (presenter, view, flickr) = ResultsPresenterTests.makeSUT(results: results)
        presenter.viewDidLoad()

        let reached = presenter.rowWillDisplay(at: results.photos.count - 1)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()

        #expect(flickr.pageRequests.isEmpty)
        #expect(view.states.allSatisfy { $0.more == nil })
    }

    @Test("S10: a failed page says Couldn't load more photos. and is asked again the next time the end is reached")
    func failedPageIsAskedAgainAtTheEnd() async {
        let (presenter, view, flickr) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()
        let lastRow = ResultsFixtures.lastRowOfTheFirstPage
        let failed = presenter.rowWillDisplay(at: lastRow)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .failure(ResultsFixtures.pageFailure))
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await failed?.waitForEnd()
        let afterFailure = view.states.last?.more
        presenter.rowDidEndDisplaying(at: lastRow)

        let retry = presenter.rowWillDisplay(at: lastRow)
        await flickr.waitForPageRequest()
        let whileRetrying = view.states.last?.more
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await retry?.waitForEnd()

        #expect(afterFailure == ResultsTexts.loadMoreFailed)
        #expect(whileRetrying == ResultsTexts.loadingMore)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.secondPageRequest])
        #expect(view.insertedRows == [25..<50])
        #expect(view.states.last?.more == nil)
    }

    @Test("S10: the appended rows load their counts as they become visible")
    func appendedRowsLoadTheirCounts() async {
        let (presenter, view, flickr) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()
        let reached = presenter.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()
        // A list shows only the rows it has: without the page there is no row 25 to appear, and asking for it would
        // crash the run instead of failing this test.
        guard presenter.numberOfRows > 25 else {
            Issue.record("The page was not appended: the list has \(presenter.numberOfRows) rows")
            return
        }

        let appended = presenter.rowWillDisplay(at: 25)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await appended?.waitForEnd()

        #expect(flickr.metadataRequests.last == ResultsFixtures.photoID(ofRow: 25))
        #expect(view.reloadedRows.last == 25)
        #expect(ResultsPresenterTests.shownRow(25, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S11: released while a page loads, the page request is cancelled and nothing more is shown")
    func releasedWhileAPageLoadsCancelsIt() async {
        var (presenter, view, flickr): (ResultsPresenter?, _, _) = ResultsPresenterTests.makeSUT(
            results: ResultsFixtures.firstOfThreePages)
        presenter?.viewDidLoad()
        let reached = presenter?.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()

        presenter = nil
        await flickr.waitForPageCancellation()
        await reached?.waitForEnd()

        #expect(flickr.cancelledPageRequests == [ResultsFixtures.secondPageRequest])
        #expect(view.insertedRows.isEmpty)
        #expect(view.states.last?.more == ResultsTexts.loadingMore)
    }
}
