import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// The results spec, proven on the view models alone: the screen's view model and its row view models, with
/// recorders bound to the rows' output closures as cells would be and a Flickr spy, completed by hand, for the service. The
/// list's events are the row view models' inputs (`willDisplay()`, `didEndDisplaying()`), called as a list would.
/// No HeadlessUI here — that is the point of MVVM.
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
        let cell = bindCell(to: firstRow)

        let request = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))
        await request?.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(cell.values == [counts.text])
        #expect(firstRow.detail == counts.text)
    }

    @Test("S7: a late answer for a row that left the viewport is dropped: no visible row shows it")
    func lateAnswerForARowThatLeftIsDropped() async {
        let (viewModel, flickr) = makeSUT()
        let firstRow = row(row: 0, of: viewModel)
        let cell = bindCell(to: firstRow)
        let request = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()

        firstRow.didEndDisplaying()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(cell.values.isEmpty)
        #expect(firstRow.detail == nil)
    }

    @Test("S9: a row that leaves the viewport before its counts arrive cancels their request")
    func rowLeavingTheViewportCancelsItsRequest() async {
        let (viewModel, flickr) = makeSUT()
        let firstRow = row(row: 0, of: viewModel)
        let cell = bindCell(to: firstRow)
        let request = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()

        firstRow.didEndDisplaying()
        await request?.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(cell.values.isEmpty)
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
        let cell = bindCell(to: firstRow)
        let failed = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .failure(FlickrError.serviceUnavailable(code: 105)))
        await failed?.waitForEnd()
        let detailAfterFailure = firstRow.detail
        firstRow.didEndDisplaying()

        let retry = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await retry?.waitForEnd()

        #expect(detailAfterFailure == nil)
        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0), ResultsFixtures.photoID(ofRow: 0)])
        // The one thing emitted is the retry's answer: the failure told the cell nothing, and the view models have
        // no tip output at all, so no toast can follow from a row.
        #expect(cell.values == [ResultsFixtures.someCounts.text])
        #expect(firstRow.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S9: a row that left before its counts arrived asks again when it shows again, and shows them")
    func rowThatLeftAsksAgainWhenItShowsAgain() async throws {
        let (viewModel, flickr) = makeSUT()
        let firstRow = row(row: 0, of: viewModel)
        let cell = bindCell(to: firstRow)
        let cancelled = firstRow.willDisplay()
        await flickr.waitForMetadataRequest()
        firstRow.didEndDisplaying()
        await cancelled?.waitForEnd()

        let again = try #require(firstRow.willDisplay())
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await again.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0), ResultsFixtures.photoID(ofRow: 0)])
        #expect(cell.values == [ResultsFixtures.someCounts.text])
        #expect(firstRow.detail == ResultsFixtures.someCounts.text)
    }

    @Test("S8: released with counts in flight, the screen cancels every request and shows nothing more")
    func releasedWithCountsInFlightCancelsEveryRequest() async throws {
        var (viewModel, flickr): (ResultsViewModel?, _) = makeSUT()
        let rows = ResultsFixtures.threeScreensOfPhotos.photos.indices
        var cells: [ClosureRecorder<String?>] = []
        var requests: [Task<Void, Never>?] = []
        for index in rows {
            let rowViewModel = row(row: index, of: try #require(viewModel))
            cells.append(bindCell(to: rowViewModel))
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
        #expect(cells.allSatisfy { $0.values.isEmpty })
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

    /// A recorder bound to `row`'s detail as the view controller binds the cell showing the row, and never unbound:
    /// it hears everything the row would tell a cell still showing it.
    private func bindCell(to row: ResultRowViewModel) -> ClosureRecorder<String?> {
        let cell = ClosureRecorder<String?>()
        row.onDetailChange = { [weak cell] detail in cell?.record(detail) }
        trackForLeaks(cell)
        return cell
    }

    /// The view model of `row`, as the list gets it when the row shows; tracked too, since the screen's view model
    /// creates its rows only when asked.
    private func row(row: Int, of viewModel: ResultsViewModel) -> ResultRowViewModel {
        let rowViewModel = viewModel.row(at: row)
        trackForLeaks(rowViewModel)
        return rowViewModel
    }
}
