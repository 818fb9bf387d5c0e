import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// The results view in a window, assembled as the app assembles it: the title and summary reach their widgets, the
/// list's rows and their appearances reach the row view models, and each cell is bound to the row it shows and to
/// no other. The behaviour itself is proven on the view models, in ``ResultsViewModelTests``.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsViewControllerTests {
    @Test("S3: the screen shows the search text as its title, the summary, and a row per visible photo")
    func showsTheTitleTheSummaryAndTheRows() throws {
        let (window, _) = makeSUT(results: ResultsFixtures.pageWithAnUntitledPhoto)

        #expect(window.topViewController?.title == "tatras")
        #expect(try window.label("results.summary").text == "3 results")
        let list = try window.list("results.list")
        #expect(list.numberOfRows == 3)
        #expect(list.visibleCells.map(\.text) == ResultsFixtures.titlesOfThePageWithAnUntitledPhoto)
        #expect(list.visibleCells.map(\.imageURL) == ResultsFixtures.pageWithAnUntitledPhoto.photos.map(\.thumbnailURL))
    }

    @Test("S7: each visible row asks for its counts, and the counts reach the cell showing that row")
    func countsReachTheCellShowingTheRow() async throws {
        let (window, flickr) = makeSUT()
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)

        for counts in ResultsFixtures.counts {
            flickr.completeMetadata(with: .success(counts.metadata))
        }
        for _ in ResultsFixtures.counts.count..<ResultsFixtures.visibleRowCount {
            flickr.completeMetadata(with: .failure(FlickrError.httpStatus(500)))
        }
        await window.settle()

        let list = try window.list("results.list")
        #expect(flickr.metadataRequests == (0..<ResultsFixtures.visibleRowCount).map(ResultsFixtures.photoID(ofRow:)))
        #expect(list.visibleCells.prefix(3).map(\.detailText) == ResultsFixtures.counts.map(\.text))
        #expect(list.visibleCells.dropFirst(3).allSatisfy { $0.detailText == nil })
        #expect(window.toast.messages.isEmpty)
    }

    @Test("S7: a cell reused for another row never shows the previous row's late counts")
    func reusedCellNeverShowsThePreviousRowsLateCounts() async throws {
        let (window, flickr) = makeSUT()
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        let firstCell = try #require(list.cellForRow(at: 0))

        // Row 0 leaves and its cell now shows row 10; row 0's answer comes in the same turn, before its cancellation
        // reaches the service, as a real answer racing the scroll would. Row 0's view model lives on, so a binding
        // left in place would write that answer into the cell now showing row 10. Two defences stand in the way: the
        // row's request is cancelled as it leaves (so the answer is dropped), and the cell is unbound from the row
        // (so nothing the row says reaches it). The seed had neither; this test fails once both are gone.
        list.scroll(toRow: 1)
        let reusedForRow10 = list.cellForRow(at: 10) === firstCell
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: ResultsFixtures.photoID(ofRow: 0))
        await flickr.waitForMetadataRequest(forPhotoID: ResultsFixtures.photoID(ofRow: 10))
        for row in 1...10 {
            flickr.completeMetadata(
                with: .failure(FlickrError.httpStatus(500)), forPhotoID: ResultsFixtures.photoID(ofRow: row))
        }
        await window.settle()

        #expect(reusedForRow10)
        #expect(firstCell.detailText == nil)
        #expect(list.visibleCells.allSatisfy { $0.detailText == nil })
    }

    @Test("S9: scrolling a row out of the viewport cancels its counts request")
    func scrollingARowOutCancelsItsRequest() async throws {
        let (window, flickr) = makeSUT()
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)

        try window.list("results.list").scroll(toRow: 1)
        await flickr.waitForMetadataCancellation()
        await flickr.waitForMetadataRequest(forPhotoID: ResultsFixtures.photoID(ofRow: 10))

        #expect(flickr.cancelledMetadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(flickr.metadataRequests.last == ResultsFixtures.photoID(ofRow: 10))
    }

    @Test("S8: released with counts in flight, the screen cancels every request and is freed")
    func releasedWithCountsInFlightCancelsEveryRequest() async throws {
        var (window, flickr): (Window?, _) = makeSUT()
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(flickr.cancelledMetadataRequests.count == ResultsFixtures.visibleRowCount)
    }

    // MARK: - Private

    private func makeSUT(
        results: FlickrSearchResults = ResultsFixtures.threeScreensOfPhotos
    ) -> (window: Window, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let environment = AppEnvironment.testing(flickr: flickr)
        let window = Window(rootViewController: ResultsViewController(results: results, environment: environment))
        trackForLeaks(window)
        return (window, flickr)
    }
}
