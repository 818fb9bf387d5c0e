import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVC

/// The results spec, proven on the screen itself in a window, which is the only place Cocoa MVC can prove it: the
/// controller holds the logic and the widgets together. The test drives the list as a user would (`scroll(toRow:)`)
/// and reads the cells it shows; a Flickr spy, completed by hand, stands in for the service.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsViewControllerTests: ResultsSpec {
    @Test(
        "S3: the results screen is titled with the search text and shows the summary",
        arguments: ResultsFixtures.summaries
    )
    func resultsAreTitledWithTheSearchTextAndSummarised(_ summary: ResultsFixtures.Summary) throws {
        let (window, _) = makeSUT(results: summary.results)

        #expect(window.topViewController?.title == summary.results.searchString)
        #expect(try window.label("results.summary").text == summary.text)
        #expect(try window.list("results.list").numberOfRows == summary.results.photos.count)
    }

    @Test("S3: one row per photo shows its title, Untitled for none, and its thumbnail")
    func oneRowPerPhotoShowsItsTitleAndThumbnail() throws {
        let results = ResultsFixtures.pageWithAnUntitledPhoto
        let (window, _) = makeSUT(results: results)

        let cells = try window.list("results.list").visibleCells

        #expect(cells.map(\.text) == ResultsFixtures.titlesOfThePageWithAnUntitledPhoto)
        #expect(cells.map(\.imageURL) == results.photos.map(\.thumbnailURL))
        #expect(cells.allSatisfy { $0.detailText == nil })
    }

    @Test("S3: no photos found shows an empty list and asks for no counts")
    func noPhotosFoundShowsAnEmptyList() async throws {
        let (window, flickr) = makeSUT(results: ResultsFixtures.noPhotos)

        let list = try window.list("results.list")

        #expect(try window.label("results.summary").text == "No photos found")
        #expect(list.numberOfRows == 0)
        #expect(list.visibleCells.isEmpty)
        // Nothing started: a request would be counted work from the moment its row was about to show.
        #expect(window.work.pendingCount == 0)
        #expect(flickr.metadataRequests.isEmpty)
    }

    @Test("S7: a row that becomes visible shows its photo's favourites and comments", arguments: ResultsFixtures.counts)
    func visibleRowShowsItsPhotosCounts(_ counts: ResultsFixtures.Counts) async throws {
        let (window, flickr) = makeSUT()
        let visibleRows = 0..<ResultsFixtures.visibleRowCount
        await flickr.waitForMetadataRequest(pending: visibleRows.count)

        flickr.completeMetadata(with: .success(counts.metadata), forPhotoID: ResultsFixtures.photoID(ofRow: 0))
        for row in visibleRows.dropFirst() {
            flickr.completeMetadata(
                with: .failure(FlickrError.httpStatus(500)), forPhotoID: ResultsFixtures.photoID(ofRow: row))
        }
        await window.settle()

        let list = try window.list("results.list")
        #expect(flickr.metadataRequests == visibleRows.map(ResultsFixtures.photoID(ofRow:)))
        #expect(list.cellForRow(at: 0)?.detailText == counts.text)
        #expect(list.visibleCells.dropFirst().allSatisfy { $0.detailText == nil })
    }

    @Test("S7: a late answer for a row that left the viewport is dropped: no visible row shows it")
    func lateAnswerForARowThatLeftIsDropped() async throws {
        let (window, flickr) = makeSUT()
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)

        // Row 0 leaves and its cell is reused for row 10; row 0's answer comes in the same turn, before its
        // cancellation reaches the service, as a real answer racing the scroll would.
        list.scroll(toRow: 1)
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: ResultsFixtures.photoID(ofRow: 0))
        await flickr.waitForMetadataRequest(forPhotoID: ResultsFixtures.photoID(ofRow: 10))
        for row in 1...10 {
            flickr.completeMetadata(
                with: .failure(FlickrError.httpStatus(500)), forPhotoID: ResultsFixtures.photoID(ofRow: row))
        }
        await window.settle()
        let visibleAfterTheAnswer = list.visibleCells.map(\.detailText)
        list.scroll(toRow: 0)

        #expect(visibleAfterTheAnswer == Array(repeating: nil, count: ResultsFixtures.visibleRowCount))
        #expect(list.cellForRow(at: 0)?.detailText == nil)
    }

    @Test("S9: a row that leaves the viewport before its counts arrive cancels their request")
    func rowLeavingTheViewportCancelsItsRequest() async throws {
        let (window, flickr) = makeSUT()
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)

        try window.list("results.list").scroll(toRow: 1)
        await flickr.waitForMetadataCancellation()
        await flickr.waitForMetadataRequest(forPhotoID: ResultsFixtures.photoID(ofRow: 10))

        #expect(flickr.cancelledMetadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(flickr.pendingMetadataRequests == (1...10).map(ResultsFixtures.photoID(ofRow:)))
    }

    @Test("S9: counts are fetched once per photo: scrolling back shows them at once, with no new request")
    func countsAreFetchedOncePerPhoto() async throws {
        let (window, flickr) = makeSUT()
        let list = try window.list("results.list")
        let visibleRows = 0..<ResultsFixtures.visibleRowCount
        await flickr.waitForMetadataRequest(pending: visibleRows.count)
        for row in visibleRows {
            flickr.completeMetadata(
                with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: ResultsFixtures.photoID(ofRow: row))
        }
        await window.settle()

        list.scroll(toRow: 1)
        list.scroll(toRow: 0)
        let detailWhenBack = list.cellForRow(at: 0)?.detailText
        // Row 10 came and went, cancelling its request; nothing else is pending, so the window settles — unless
        // row 0 asked again, and that request would keep this test waiting until its time limit fails it.
        await flickr.waitForMetadataCancellation()
        await window.settle()

        #expect(detailWhenBack == ResultsFixtures.someCounts.text)
        #expect(flickr.metadataRequests == (0...10).map(ResultsFixtures.photoID(ofRow:)))
    }

    @Test("S9: a failed count request leaves the detail empty, shows no toast, and is retried when the row shows again")
    func failedCountsAreRetriedWhenTheRowShowsAgain() async throws {
        let (window, flickr) = makeSUT()
        let list = try window.list("results.list")
        let visibleRows = 0..<ResultsFixtures.visibleRowCount
        await flickr.waitForMetadataRequest(pending: visibleRows.count)
        for row in visibleRows {
            flickr.completeMetadata(
                with: .failure(FlickrError.serviceUnavailable(code: 105)),
                forPhotoID: ResultsFixtures.photoID(ofRow: row))
        }
        await window.settle()
        let detailAfterFailure = list.cellForRow(at: 0)?.detailText

        list.scroll(toRow: 1)
        list.scroll(toRow: 0)
        // Row 10's request is cancelled as it leaves; the one left pending is row 0's retry.
        await flickr.waitForMetadataCancellation()
        await flickr.waitForMetadataRequest(pending: 1)
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: ResultsFixtures.photoID(ofRow: 0))
        await window.settle()

        #expect(detailAfterFailure == nil)
        #expect(window.toast.messages.isEmpty)
        #expect(flickr.metadataRequests.filter { $0 == ResultsFixtures.photoID(ofRow: 0) }.count == 2)
        #expect(list.cellForRow(at: 0)?.detailText == ResultsFixtures.someCounts.text)
    }

    @Test("S9: a photo repeated on a later row, whose request failed, is asked for again when that row appears")
    func repeatedPhotoIsAskedForAgainAfterAFailure() async throws {
        // Flickr's pages may repeat a photo: here row 10 shows row 1's again.
        let photos = ResultsFixtures.threeScreensOfPhotos.photos
        let results = FlickrSearchResults(
            searchString: "mountains", photos: photos[..<10] + [photos[1]] + photos[11...], totalResults: 4_000)
        let (window, flickr) = makeSUT(results: results)
        let list = try window.list("results.list")
        let photoID = ResultsFixtures.photoID(ofRow: 1)
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        flickr.completeMetadata(with: .failure(FlickrError.httpStatus(500)), forPhotoID: photoID)
        await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount - 1)

        list.scroll(toRow: 1)
        // Row 10 must ask for the photo whose only request failed; if it did not, this wait would never end.
        await flickr.waitForMetadataRequest(forPhotoID: photoID, count: 2)
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: photoID)
        await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount - 2)

        #expect(list.cellForRow(at: 10)?.detailText == ResultsFixtures.someCounts.text)
    }

    @Test("S8: released with counts in flight, the screen cancels every request and shows nothing more")
    func releasedWithCountsInFlightCancelsEveryRequest() async throws {
        var (window, flickr): (Window?, _) = makeSUT()
        let visibleRows = 0..<ResultsFixtures.visibleRowCount
        await flickr.waitForMetadataRequest(pending: visibleRows.count)
        let work = try #require(window?.work)
        let toast = try #require(window?.toast)
        let cells = try #require(try window?.list("results.list").visibleCells)

        window = nil
        // An answer that comes before the cancellation reaches the service is a late one: no one shows it.
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: 0)
        )
        await work.settle()

        #expect(
            Set(flickr.cancelledMetadataRequests) == Set(visibleRows.dropFirst().map(ResultsFixtures.photoID(ofRow:))))
        #expect(cells.allSatisfy { $0.detailText == nil })
        #expect(toast.messages.isEmpty)
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
