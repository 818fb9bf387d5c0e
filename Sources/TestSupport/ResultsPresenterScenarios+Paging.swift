import Model
import Testing

/// The paging spec (S10, S11) written once for every presenter that passes it, as the rest of the results spec is:
/// MVP's presenter, and VIPER's presenter over its real interactor. The list's last row appearing reaches the end;
/// `rowWillDisplay(at:)` returns the work it started — the row's counts and, at the end, the next page — so each
/// scenario answers both before it waits. No toast can show: the presenter's view has no way to show one.
extension ResultsPresenterScenarios where State: ResultsPagingStateProtocol {
    /// S10: the last row appearing asks for page 2, and `results.more` says Loading more… until it arrives.
    public func reachingTheEndLoadsTheNextPage() async {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.firstOfThreePages)
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

    /// S10: the page's photos come after the first page's rows, and the summary still reads the first answer's total.
    public func nextPagePhotosAreAppended() async {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.firstOfThreePages)
        presenter.viewDidLoad()

        let reached = presenter.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage)
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()

        let photos = ResultsFixtures.firstOfThreePages.photos + ResultsFixtures.secondOfThreePages.photos
        #expect(presenter.numberOfRows == photos.count)
        #expect(view.insertedRows == [ResultsFixtures.firstOfThreePages.photos.count..<photos.count])
        // The rows the list has, as it reads them: a presenter that appended nothing fails here instead of being
        // asked for rows it does not have.
        #expect((0..<presenter.numberOfRows).map { shownRow($0, of: presenter)?.title } == photos.map(\.displayTitle))
        #expect(view.states.last == State(title: "dogs", summary: "60 results"))
    }

    /// S10: the end reached again — the last row gone and back — while the page loads asks for no second page.
    public func reachingTheEndAgainWhileAPageLoadsAsksForNothing() async {
        let (presenter, _, flickr) = makeSUT(ResultsFixtures.firstOfThreePages)
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

    /// S10: a page whose rows leave the list shorter than the screen: the list shows them as they are added, while the
    /// presenter is still taking the page in, and the new last row asks for the next page.
    public func shortPageAsksForTheNextPage() async {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.shortFirstOfThreePages)
        presenter.viewDidLoad()
        var shownAsAdded: Task<Void, Never>?
        // Only the second page's rows are shown so: the third page's are not on screen when this scenario ends.
        view.rowsInserted = { [weak presenter] rows in
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

    /// S10: results of one page only: the last row appearing asks for its counts and nothing more.
    public func withNoMorePagesReachingTheEndAsksForNothing() async {
        let results = ResultsFixtures.threeScreensOfPhotos
        let (presenter, view, flickr) = makeSUT(results)
        presenter.viewDidLoad()

        let reached = presenter.rowWillDisplay(at: results.photos.count - 1)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await reached?.waitForEnd()

        #expect(flickr.pageRequests.isEmpty)
        #expect(view.states.allSatisfy { $0.more == nil })
    }

    /// S10: a failed page says Couldn't load more photos. and adds no row; the end reached again asks again.
    public func failedPageIsAskedAgainAtTheEnd() async {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.firstOfThreePages)
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

    /// S10: a row of the appended page appearing asks for its own photo's counts and shows them (S7).
    public func appendedRowsLoadTheirCounts() async {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.firstOfThreePages)
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
        #expect(shownRow(25, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    /// S11: the presenter goes while the page loads: the request is cancelled, and an answer that beats the
    /// cancellation adds no row.
    public func releasedWhileAPageLoadsCancelsIt() async {
        var (presenter, view, flickr): (Presenter?, _, _) = makeSUT(ResultsFixtures.firstOfThreePages)
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
