import Model
import TestSupport
import Testing

@testable import VIPER

/// The paging spec, proven on the presenter alone as the rest of the results spec is, over the presenter and doubles
/// ``ResultsPresenterTests`` builds: the last row appearing reaches the end, and the presenter asks its interactor for
/// the page after the results it has; the interactor spy reports them grown by the page, as the use case does.
/// `rowWillDisplay(at:)` returns the work it started — the row's counts and, at the end, the next page — so each test
/// answers both before it waits. ``ResultsInteractorTests`` proves the page request itself.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsPresenterPagingTests: PagingSpec {
    /// The first page with the second appended, as the use case reports them.
    private let twoPages = ResultsFixtures.firstOfThreePages.appending(ResultsFixtures.secondOfThreePages)

    @Test("S10: reaching the last row asks for the next page and says Loading more… until it arrives")
    func reachingTheEndLoadsTheNextPage() async {
        let (presenter, view, interactor) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()

        let reached = presenter.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await interactor.waitForPageRequest()

        #expect(interactor.pageRequests == [ResultsFixtures.firstOfThreePages])
        #expect(view.states.last?.more == ResultsTexts.loadingMore)
        interactor.completePage(with: .success(twoPages))
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()
        #expect(view.states.last?.more == nil)
    }

    @Test("S10: the next page's photos are appended and the summary still reads the total")
    func nextPagePhotosAreAppended() async {
        let (presenter, view, interactor) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()

        let reached = presenter.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await interactor.waitForPageRequest()
        interactor.completePage(with: .success(twoPages))
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
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
        let (presenter, _, interactor) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()
        let lastRow = ResultsFixtures.lastRowOfTheFirstPage
        let first = presenter.rowWillDisplay(at: lastRow)
        await interactor.waitForPageRequest()

        presenter.rowDidEndDisplaying(at: lastRow)
        // The spy drops a cancelled request a hop after the cancellation: until then it still counts as pending.
        await interactor.waitForCountsCancellation()
        let again = presenter.rowWillDisplay(at: lastRow)
        await interactor.waitForCountsRequest()

        #expect(interactor.pageRequests == [ResultsFixtures.firstOfThreePages])
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        interactor.completePage(with: .success(twoPages))
        await first?.waitForEnd()
        await again?.waitForEnd()
        #expect(interactor.pageRequests == [ResultsFixtures.firstOfThreePages])
        #expect(presenter.numberOfRows == 50)
    }

    @Test("S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page")
    func shortPageAsksForTheNextPage() async {
        let shortTwoPages = ResultsFixtures.shortFirstOfThreePages.appending(ResultsFixtures.shortSecondOfThreePages)
        let (presenter, view, interactor) = ResultsPresenterTests.makeSUT(
            results: ResultsFixtures.shortFirstOfThreePages)
        presenter.viewDidLoad()
        // A list shorter than its screen shows the rows a page adds at once, while the presenter is still taking the
        // page in. Only the second page's are shown so: the third page's are not on screen when this test ends.
        var shownAsAdded: Task<Void, Never>?
        view.onInsertRows = { [weak presenter] rows in
            guard shownAsAdded == nil else { return }
            shownAsAdded = presenter?.rowWillDisplay(at: rows.upperBound - 1)
        }
        let reached = presenter.rowWillDisplay(at: ResultsFixtures.shortFirstOfThreePages.photos.count - 1)
        await interactor.waitForPageRequest()

        interactor.completePage(with: .success(shortTwoPages))
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()
        await interactor.waitForPageRequest()

        #expect(interactor.pageRequests == [ResultsFixtures.shortFirstOfThreePages, shortTwoPages])
        #expect(view.states.last?.more == ResultsTexts.loadingMore)
        await interactor.waitForCountsRequest()
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        interactor.completePage(with: .success(shortTwoPages.appending(ResultsFixtures.thirdOfThreePages)))
        await shownAsAdded?.waitForEnd()
        #expect(view.insertedRows == [3..<6, 6..<16])
    }

    @Test("S10: with no more pages, reaching the end asks for nothing")
    func withNoMorePagesReachingTheEndAsksForNothing() async {
        let results = ResultsFixtures.threeScreensOfPhotos
        let (presenter, view, interactor) = ResultsPresenterTests.makeSUT(results: results)
        presenter.viewDidLoad()

        let reached = presenter.rowWillDisplay(at: results.photos.count - 1)
        await interactor.waitForCountsRequest()
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()

        #expect(interactor.pageRequests.isEmpty)
        #expect(view.states.allSatisfy { $0.more == nil })
    }

    @Test("S10: a failed page says Couldn't load more photos. and is asked again the next time the end is reached")
    func failedPageIsAskedAgainAtTheEnd() async {
        let (presenter, view, interactor) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()
        let lastRow = ResultsFixtures.lastRowOfTheFirstPage
        let failed = presenter.rowWillDisplay(at: lastRow)
        await interactor.waitForPageRequest()
        interactor.completePage(with: .failure(ResultsFixtures.pageFailure))
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        await failed?.waitForEnd()
        let afterFailure = view.states.last?.more
        presenter.rowDidEndDisplaying(at: lastRow)

        let retry = presenter.rowWillDisplay(at: lastRow)
        await interactor.waitForPageRequest()
        let whileRetrying = view.states.last?.more
        interactor.completePage(with: .success(twoPages))
        await retry?.waitForEnd()

        #expect(afterFailure == ResultsTexts.loadMoreFailed)
        #expect(whileRetrying == ResultsTexts.loadingMore)
        #expect(interactor.pageRequests == [ResultsFixtures.firstOfThreePages, ResultsFixtures.firstOfThreePages])
        #expect(view.insertedRows == [25..<50])
        #expect(view.states.last?.more == nil)
    }

    @Test("S10: the appended rows load their counts as they become visible")
    func appendedRowsLoadTheirCounts() async {
        let (presenter, view, interactor) = ResultsPresenterTests.makeSUT(results: ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()
        let reached = presenter.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await interactor.waitForPageRequest()
        interactor.completePage(with: .success(twoPages))
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()
        // A list shows only the rows it has: without the page there is no row 25 to appear, and asking for it would
        // crash the run instead of failing this test.
        guard presenter.numberOfRows > 25 else {
            Issue.record("The page was not appended: the list has \(presenter.numberOfRows) rows")
            return
        }

        let appended = presenter.rowWillDisplay(at: 25)
        await interactor.waitForCountsRequest()
        interactor.completeCounts(with: .success(ResultsFixtures.someCounts.metadata))
        await appended?.waitForEnd()

        #expect(interactor.countsRequests.last == ResultsFixtures.photoID(ofRow: 25))
        #expect(view.reloadedRows.last == 25)
        #expect(ResultsPresenterTests.shownRow(25, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S11: released while a page loads, the page request is cancelled and nothing more is shown")
    func releasedWhileAPageLoadsCancelsIt() async {
        // The interactor: a page request cancelled before its answer cancels the service's request, and reports
        // nothing.
        let (useCase, output, flickr) = ResultsPresenterTests.makeInteractor()
        let run = Task { await useCase.loadNextPage(of: ResultsFixtures.firstOfThreePages) }
        await flickr.waitForPageRequest()

        run.cancel()
        await run.waitForEnd()

        #expect(flickr.cancelledPageRequests == [ResultsFixtures.secondPageRequest])
        #expect(output.reports.isEmpty)

        // The presenter: released while the page loads, it cancels the request it owns, and no row is added.
        var (presenter, view, interactor): (ResultsPresenter?, _, _) = ResultsPresenterTests.makeSUT(
            results: ResultsFixtures.firstOfThreePages)
        presenter?.viewDidLoad()
        let reached = presenter?.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await interactor.waitForPageRequest()

        presenter = nil
        await interactor.waitForPageCancellation()
        await reached?.waitForEnd()

        #expect(interactor.cancelledPageRequests == [ResultsFixtures.firstOfThreePages])
        #expect(view.insertedRows.isEmpty)
        #expect(view.states.last?.more == ResultsTexts.loadingMore)
    }
}
