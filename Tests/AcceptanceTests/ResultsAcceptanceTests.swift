import Catalog
import HeadlessUI
import Model
import TestSupport
import Testing

/// The results screen as a user meets it, written once and run against every architecture through the Catalog's
/// door to the results screen alone and the window: reading rows, scrolling, nothing else. The Flickr spy answers
/// the counts by hand.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsAcceptanceTests {
    @Test(
        "S3: the results screen is titled with the search text, shows the summary and one row per photo",
        arguments: Architecture.allCases
    )
    func showsTheTitleTheSummaryAndTheRows(architecture: Architecture) throws {
        let (window, _) = open(ResultsFixtures.pageWithAnUntitledPhoto, in: architecture)

        #expect(window.topViewController?.title == "tatras")
        #expect(try window.label("results.summary").text == "3 results")
        let list = try window.list("results.list")
        #expect(list.numberOfRows == 3)
        #expect(list.visibleCells.map(\.text) == ResultsFixtures.titlesOfThePageWithAnUntitledPhoto)
        #expect(list.visibleCells.map(\.imageURL) == ResultsFixtures.pageWithAnUntitledPhoto.photos.map(\.thumbnailURL))
    }

    @Test("S3: the summary reads the total, comma-grouped, or No photos found", arguments: Architecture.allCases)
    func summaryReadsTheTotal(architecture: Architecture) throws {
        for summary in ResultsFixtures.summaries {
            let (window, _) = open(summary.results, in: architecture)

            #expect(try window.label("results.summary").text == summary.text)
            #expect(try window.list("results.list").numberOfRows == summary.results.photos.count)
        }
    }

    @Test("S3: every style draws the same results screen, counts and all")
    func everyStyleDrawsTheSameResultsScreen() async {
        var drawn: [String] = []
        for architecture in Architecture.allCases {
            let flickr = FlickrServiceStub(
                search: .success(ResultsFixtures.pageWithAnUntitledPhoto),
                metadata: .success(ResultsFixtures.someCounts.metadata)
            )
            let window = Window.openResults(
                ResultsFixtures.pageWithAnUntitledPhoto, in: architecture, environment: .testing(flickr: flickr))
            await window.settle()
            drawn.append(window.render())
        }

        #expect(Set(drawn).count == 1, "\(drawn)")
    }

    @Test("S7: each visible row shows its photo's counts once they arrive", arguments: Architecture.allCases)
    func visibleRowsShowTheirCounts(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos, in: architecture)
        let rows = 0..<ResultsFixtures.visibleRowCount
        await flickr.waitForMetadataRequest(pending: rows.count)

        // Neighbouring rows get different counts, answered last row first: counts shown on a row other than their
        // photo's would show.
        for row in rows.reversed() {
            flickr.completeMetadata(
                with: .success(counts(ofRow: row).metadata), forPhotoID: ResultsFixtures.photoID(ofRow: row))
        }
        await window.settle()

        let list = try window.list("results.list")
        #expect(flickr.metadataRequests == rows.map(ResultsFixtures.photoID(ofRow:)))
        #expect(list.visibleCells.map(\.detailText) == rows.map { counts(ofRow: $0).text })
        #expect(window.toast.messages.isEmpty)
    }

    @Test(
        "S7: a row scrolled out before its counts arrive never shows them on the cell that took its place",
        arguments: Architecture.allCases
    )
    func lateAnswerForAReusedCellIsDropped(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos, in: architecture)
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        let list = try window.list("results.list")
        let cellOfRowZero = try #require(list.cellForRow(at: 0))

        list.scroll(toRow: 10)
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: 0)
        )
        // Everything but the arriving rows' requests runs its course; those stay unanswered, so nothing the late
        // answer may have written can be covered up by a row's own answer.
        await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount)

        #expect(list.visibleCells.contains { $0 === cellOfRowZero })
        #expect(list.visibleCells.allSatisfy { $0.detailText == nil })
        #expect(
            list.visibleCells.map(\.text) == ResultsFixtures.threeScreensOfPhotos.photos[10..<20].map(\.displayTitle))
        await flickr.waitForMetadataRequest(forPhotoID: ResultsFixtures.photoID(ofRow: 19))
        completeAll(flickr.pendingMetadataCount, of: flickr, with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
    }

    @Test(
        "S7: a row scrolled away and back onto another cell never shows its counts on the cell it had",
        arguments: Architecture.allCases
    )
    func rowBackOnAnotherCellNeverShowsItsCountsOnTheCellItHad(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos, in: architecture)
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        let list = try window.list("results.list")
        let cellOfRowZero = try #require(list.cellForRow(at: 0))

        // Rows 0 and 1 leave one at a time for rows 10 and 11, then come back together: the last cell freed is
        // reused first, so row 1 comes back on the cell row 0 had.
        list.scroll(toRow: 1)
        list.scroll(toRow: 2)
        list.scroll(toRow: 0)
        try #require(list.cellForRow(at: 1) === cellOfRowZero)
        // The four rows that left cancelled their requests, so the one request for row 0's photo now pending is the
        // one it made coming back.
        await flickr.waitForMetadataCancellation(count: 4)
        flickr.completeMetadata(
            with: .success(counts(ofRow: 0).metadata), forPhotoID: ResultsFixtures.photoID(ofRow: 0))
        // Row 1's request and those of rows 2 to 9 stay unanswered: nothing may cover up what row 0's answer wrote.
        await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount - 1)

        #expect(list.cellForRow(at: 0)?.detailText == counts(ofRow: 0).text)
        #expect(list.cellForRow(at: 1)?.detailText == nil)
        completeAll(flickr.pendingMetadataCount, of: flickr, with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
    }

    @Test(
        "S7: a photo listed twice never shows its counts on the cell its first row left for another photo",
        arguments: Architecture.allCases
    )
    func photoListedTwiceNeverShowsItsCountsOnTheCellItLeft(architecture: Architecture) async throws {
        // Flickr's pages can overlap, so a photo may be listed twice: here row 12 repeats row 1's photo.
        let results = ResultsFixtures.threeScreensOfPhotos
        var photos = results.photos
        photos[12] = photos[1]
        let (window, flickr) = open(
            FlickrSearchResults(searchString: results.searchString, photos: photos, totalResults: photos.count),
            in: architecture)
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        let repeated = photos[1].id

        // Rows 0 to 2 leave and their cells show rows 10 to 12: row 1's cell now shows another photo, while row 12
        // asks for the repeated photo's counts again.
        list.scroll(toRow: 3)
        await flickr.waitForMetadataRequest(forPhotoID: repeated, count: 2)
        answerEveryPendingRequest(for: repeated, of: flickr)
        await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount - 1)

        #expect(list.cellForRow(at: 12)?.detailText == ResultsFixtures.someCounts.text)
        #expect(list.cellForRow(at: 11)?.detailText == nil)
        completeAll(flickr.pendingMetadataCount, of: flickr, with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
    }

    @Test(
        "S9: a row that leaves the viewport before its counts arrive cancels their request",
        arguments: Architecture.allCases)
    func rowLeavingTheViewportCancelsItsRequest(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos, in: architecture)
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)

        try window.list("results.list").scroll(toRow: 1)
        await flickr.waitForMetadataCancellation()

        #expect(flickr.cancelledMetadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
    }

    @Test(
        "S9: counts are fetched once per photo: scrolling back shows them at once, with no new request",
        arguments: Architecture.allCases
    )
    func scrollingBackShowsCountsWithNoNewRequest(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos, in: architecture)
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: 10)
        completeAll(10, of: flickr, with: .success(ResultsFixtures.someCounts.metadata))
        await window.settle()
        list.scroll(toRow: 10)
        await flickr.waitForMetadataRequest(pending: 10)
        completeAll(10, of: flickr, with: .success(ResultsFixtures.someCounts.metadata))
        await window.settle()

        list.scroll(toRow: 0)
        // The rows' work is counted by the window: a style that asked again would keep it busy until the time limit.
        await window.settle()

        #expect(flickr.metadataRequests.count == 20)
        #expect(flickr.pendingMetadataCount == 0)
        #expect(list.visibleCells.allSatisfy { $0.detailText == ResultsFixtures.someCounts.text })
    }

    @Test(
        "S7: a row scrolled out and straight back, before its cancelled request has ended, asks again and shows its counts",
        arguments: Architecture.allCases
    )
    func rowBackBeforeItsCancelledRequestEndedAsksAgain(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos, in: architecture)
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        let photoOfRowZero = ResultsFixtures.photoID(ofRow: 0)

        list.scroll(toRow: 1)
        list.scroll(toRow: 0)
        await flickr.waitForMetadataRequest(forPhotoID: photoOfRowZero, count: 2)
        answerEveryPendingRequest(for: photoOfRowZero, of: flickr)
        await window.work.settle(leavingAtMost: ResultsFixtures.visibleRowCount - 1)

        #expect(list.cellForRow(at: 0)?.detailText == ResultsFixtures.someCounts.text)
        completeAll(flickr.pendingMetadataCount, of: flickr, with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
    }

    @Test(
        "S9: a failed count request leaves the detail empty, shows no toast, and is retried when the row shows again",
        arguments: Architecture.allCases
    )
    func failedCountsAreRetried(architecture: Architecture) async throws {
        let (window, flickr) = open(ResultsFixtures.threeScreensOfPhotos, in: architecture)
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: 10)
        completeAll(10, of: flickr, with: .failure(FlickrError.serviceUnavailable(code: 105)))
        await window.settle()
        let detailsAfterFailure = list.visibleCells.map(\.detailText)
        list.scroll(toRow: 10)
        await flickr.waitForMetadataRequest(pending: 10)
        completeAll(10, of: flickr, with: .success(ResultsFixtures.someCounts.metadata))
        await window.settle()

        list.scroll(toRow: 0)
        await flickr.waitForMetadataRequest(pending: 10)
        completeAll(10, of: flickr, with: .success(ResultsFixtures.someCounts.metadata))
        await window.settle()

        #expect(detailsAfterFailure.allSatisfy { $0 == nil })
        #expect(window.toast.messages.isEmpty)
        #expect(flickr.metadataRequests.filter { $0 == ResultsFixtures.photoID(ofRow: 0) }.count == 2)
        #expect(list.visibleCells.allSatisfy { $0.detailText == ResultsFixtures.someCounts.text })
    }

    @Test(
        "S9: 10,000 photos keep only the viewport's cells and at most the viewport's requests in flight",
        arguments: Architecture.allCases
    )
    func tenThousandPhotosKeepOnlyTheViewport(architecture: Architecture) async throws {
        let (window, flickr) = open(.sample("many", count: 10_000), in: architecture)
        let list = try window.list("results.list")
        await flickr.waitForMetadataRequest(pending: 10)
        var cells = Set(list.visibleCells.map(ObjectIdentifier.init))

        for top in stride(from: 10, through: 9_990, by: 10) {
            list.scroll(toRow: top)
            cells.formUnion(list.visibleCells.map(ObjectIdentifier.init))
        }
        await flickr.waitForMetadataCancellation(count: 9_990)
        await flickr.waitForMetadataRequest(forPhotoID: "10000")

        #expect(list.numberOfRows == 10_000)
        #expect(cells.count == ResultsFixtures.visibleRowCount)
        #expect(flickr.pendingMetadataCount == ResultsFixtures.visibleRowCount)
        #expect(Set(flickr.pendingMetadataRequests) == Set((9_991...10_000).map(String.init)))
    }

    @Test(
        "S8: released with ten requests in flight, the screen cancels them all and every object is freed",
        arguments: Architecture.allCases
    )
    func releasedWithRequestsInFlightCancelsThemAll(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        var window: Window? = Window.openResults(
            ResultsFixtures.threeScreensOfPhotos, in: architecture, environment: .testing(flickr: flickr))
        await flickr.waitForMetadataRequest(pending: ResultsFixtures.visibleRowCount)
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(Set(flickr.cancelledMetadataRequests) == Set((0..<10).map(ResultsFixtures.photoID(ofRow:))))
    }

    // MARK: - Private

    private func open(_ results: FlickrSearchResults, in architecture: Architecture) -> (Window, FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        return (Window.openResults(results, in: architecture, environment: .testing(flickr: flickr)), flickr)
    }

    /// The counts `row`'s photo is answered with: the fixtures' counts in turn, so neighbouring rows differ.
    private func counts(ofRow row: Int) -> ResultsFixtures.Counts {
        ResultsFixtures.counts[row % ResultsFixtures.counts.count]
    }

    /// Answers every pending request for `photoID` with ``ResultsFixtures/someCounts``: a request the screen cancelled
    /// may still count as pending until its cancellation lands, so the one still wanted may not be the oldest.
    private func answerEveryPendingRequest(for photoID: String, of flickr: FlickrServiceSpy) {
        while flickr.pendingMetadataRequests.contains(photoID) {
            flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: photoID)
        }
    }

    private func completeAll(
        _ count: Int,
        of flickr: FlickrServiceSpy,
        with result: Result<FlickrPhotoMetadata, any Error>
    ) {
        for _ in 0..<count {
            flickr.completeMetadata(with: result)
        }
    }
}
