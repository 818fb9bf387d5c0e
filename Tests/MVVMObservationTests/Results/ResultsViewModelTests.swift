import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// The results spec, proven on the view models alone: the screen's view model and its row view models, read after
/// each input, with tracked reads standing in for the cells that show the rows, and a Flickr spy, completed by hand,
/// for the service. The list's events are the row view models' inputs (`willDisplay()`, `didEndDisplaying()`), called
/// as a list would. No HeadlessUI here — Observation alone is all a view model needs to be tested.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsViewModelTests: ResultsSpec {
    @Test(
        "S3: the results screen is titled with the search text and shows the summary",
        arguments: ResultsFixtures.summaries
    )
    func resultsAreTitledWithTheSearchTextAndSummarised(_ summary: ResultsFixtures.Summary) {
        let (viewModel, _) = makeSUT(results: summary.results)

        #expect(viewModel.title == summary.results.searchString)
        #expect(viewModel.summary == summary.text)
        #expect(viewModel.numberOfRows == summary.results.photos.count)
    }

    @Test("S3: one row per photo shows its title, Untitled for none, and its thumbnail")
    func oneRowPerPhotoShowsItsTitleAndThumbnail() {
        let results = ResultsFixtures.pageWithAnUntitledPhoto
        let (viewModel, _) = makeSUT(results: results)

        let rows = (0..<viewModel.numberOfRows).map { row(row: $0, of: viewModel) }

        #expect(rows.map(\.title) == ResultsFixtures.titlesOfThePageWithAnUntitledPhoto)
        #expect(rows.map(\.thumbnailURL) == results.photos.map(\.thumbnailURL))
        #expect(rows.allSatisfy { $0.detail == nil })
    }

    @Test("S3: no photos found shows an empty list and asks for no counts")
    func noPhotosFoundShowsAnEmptyList() {
        let (viewModel, flickr) = makeSUT(results: ResultsFixtures.noPhotos)

        #expect(viewModel.summary == "No photos found")
        #expect(viewModel.numberOfRows == 0)
        #expect(flickr.metadataRequests.isEmpty)
    }

    @Test("S7: a row that becomes visible shows its photo's favourites and comments", arguments: ResultsFixtures.counts)
    func visibleRowShowsItsPhotosCounts(_ counts: ResultsFixtures.Counts) async {
        let (viewModel, flickr) = makeSUT()
        let firstRow = row(row: 0, of: viewModel)
        let cell = TrackedRead { firstRow.detail }

        let request = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))
        await request?.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(firstRow.detail == counts.text)
        #expect(cell.changeIsAnnounced)
    }

    @Test("S7: a late answer for a row that left the viewport is dropped: no visible row shows it")
    func lateAnswerForARowThatLeftIsDropped() async {
        let (viewModel, flickr) = makeSUT()
        let firstRow = row(row: 0, of: viewModel)
        let cell = TrackedRead { firstRow.detail }
        let request = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()

        firstRow.didEndDisplaying()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(firstRow.detail == nil)
        #expect(!cell.changeIsAnnounced)
    }

    @Test("S9: a row that leaves the viewport before its counts arrive cancels their request")
    func rowLeavingTheViewportCancelsItsRequest() async {
        let (viewModel, flickr) = makeSUT()
        let firstRow = row(row: 0, of: viewModel)
        let cell = TrackedRead { firstRow.detail }
        let request = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()

        firstRow.didEndDisplaying()
        await request?.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(!cell.changeIsAnnounced)
    }

    @Test("S9: a row that left before its counts arrived asks again when it shows again, and shows them")
    func rowBackAfterLeavingAsksAgain() async throws {
        let (viewModel, flickr) = makeSUT()
        let firstRow = row(row: 0, of: viewModel)
        let cancelled = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()
        firstRow.didEndDisplaying()
        await cancelled?.waitForEnd()

        let cell = TrackedRead { firstRow.detail }
        let again = try #require(firstRow.willDisplay())
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await again.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0), ResultsFixtures.photoID(ofRow: 0)])
        #expect(firstRow.detail == ResultsFixtures.someCounts.text)
        #expect(cell.changeIsAnnounced)
    }

    @Test("S9: counts are fetched once per photo: scrolling back shows them at once, with no new request")
    func countsAreFetchedOncePerPhoto() async {
        let (viewModel, flickr) = makeSUT()
        let firstRow = row(row: 0, of: viewModel)
        let request = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()
        firstRow.didEndDisplaying()

        let again = viewModel.row(at: 0).willDisplay()

        #expect(again == nil)
        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(viewModel.row(at: 0).detail == ResultsFixtures.someCounts.text)
    }

    @Test("S9: a failed count request leaves the detail empty, shows no toast, and is retried when the row shows again")
    func failedCountsAreRetriedWhenTheRowShowsAgain() async {
        let (viewModel, flickr) = makeSUT()
        let firstRow = row(row: 0, of: viewModel)
        let cell = TrackedRead { firstRow.detail }
        let failed = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .failure(FlickrError.serviceUnavailable(code: 105)))
        await failed?.waitForEnd()
        let detailAfterFailure = firstRow.detail
        let failureChangedTheCell = cell.changeIsAnnounced
        firstRow.didEndDisplaying()

        let cellShownAgain = TrackedRead { firstRow.detail }
        let retry = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await retry?.waitForEnd()

        // The failure changed nothing a cell reads, and the view models have no tip at all, so no toast can follow
        // from a row.
        #expect(detailAfterFailure == nil)
        #expect(!failureChangedTheCell)
        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0), ResultsFixtures.photoID(ofRow: 0)])
        #expect(firstRow.detail == ResultsFixtures.someCounts.text)
        #expect(cellShownAgain.changeIsAnnounced)
    }

    @Test("S8: released with counts in flight, the screen cancels every request and shows nothing more")
    func releasedWithCountsInFlightCancelsEveryRequest() async throws {
        var (viewModel, flickr): (ResultsViewModel?, _) = makeSUT()
        let rows = ResultsFixtures.threeScreensOfPhotos.photos.indices
        var cells: [TrackedRead] = []
        var requests: [Task<Void, Never>?] = []
        for index in rows {
            let rowViewModel = row(row: index, of: try #require(viewModel))
            cells.append(TrackedRead { rowViewModel.detail })
            requests.append(rowViewModel.willDisplay())
        }
        await flickr.waitForMetadataRequest(pending: rows.count)

        viewModel = nil
        // An answer that comes before the cancellation reaches the service is a late one: no one shows it.
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: 0)
        )
        for request in requests {
            await request?.waitForEnd()
        }

        #expect(Set(flickr.cancelledMetadataRequests) == Set(rows.dropFirst().map(ResultsFixtures.photoID(ofRow:))))
        #expect(cells.allSatisfy { !$0.changeIsAnnounced })
    }

    // MARK: - Private

    private func makeSUT(
        results: FlickrSearchResults = ResultsFixtures.threeScreensOfPhotos
    ) -> (viewModel: ResultsViewModel, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let viewModel = ResultsViewModel(results: results, flickr: flickr)
        trackForLeaks(viewModel)
        return (viewModel, flickr)
    }

    /// The view model of `row`, as the list gets it when the row shows; tracked too, since the screen's view model
    /// creates its rows only when asked.
    private func row(row: Int, of viewModel: ResultsViewModel) -> ResultRowViewModel {
        let rowViewModel = viewModel.row(at: row)
        trackForLeaks(rowViewModel)
        return rowViewModel
    }
}
