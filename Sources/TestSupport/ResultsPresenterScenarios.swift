import Model
import Testing

/// The results spec (S3, S7–S9) written once for every presenter that passes it: MVP's presenter, and VIPER's
/// presenter over its real interactor.
///
/// A suite creates it with its own `makeSUT` — the presenter of some results over a ``FlickrServiceSpy``, with a
/// ``ResultsViewRecorder`` as its view — and each of its ``ResultsSpec`` tests is one call to the scenario of the same
/// name. The list's events are the presenter's inputs, called as a list would; what a row shows is read by having the
/// presenter fill a ``ResultRowRecorder``. The Flickr spy is completed by hand; every wait is on the task the
/// presenter returns.
@MainActor
public struct ResultsPresenterScenarios<Presenter: ResultsPresenterInputs, State: ResultsViewStateProtocol> {
    /// A presenter under test and the doubles around it.
    public typealias SUT = (presenter: Presenter, view: ResultsViewRecorder<State>, flickr: FlickrServiceSpy)

    let makeSUT: @MainActor (FlickrSearchResults) -> SUT

    /// Scenarios over the presenters `makeSUT` builds for some results.
    public init(makeSUT: @escaping @MainActor (_ results: FlickrSearchResults) -> SUT) {
        self.makeSUT = makeSUT
    }

    /// S3: loaded, the screen is titled with the search text and shows the summary, with a row per photo.
    public func resultsAreTitledWithTheSearchTextAndSummarised(_ summary: ResultsFixtures.Summary) {
        let (presenter, view, _) = makeSUT(summary.results)

        presenter.viewDidLoad()

        #expect(view.states == [State(title: summary.results.searchString, summary: summary.text)])
        #expect(presenter.numberOfRows == summary.results.photos.count)
    }

    /// S3: each row is filled with its photo's title, or "Untitled", and its thumbnail, and no counts yet.
    public func oneRowPerPhotoShowsItsTitleAndThumbnail() {
        let results = ResultsFixtures.pageWithAnUntitledPhoto
        let (presenter, _, _) = makeSUT(results)

        let rows = (0..<presenter.numberOfRows).map { shownRow($0, of: presenter) }

        #expect(rows.map(\.?.title) == ResultsFixtures.titlesOfThePageWithAnUntitledPhoto)
        #expect(rows.map(\.?.thumbnailURL) == results.photos.map(\.thumbnailURL))
        #expect(rows.allSatisfy { $0?.detail == nil })
    }

    /// S3: no photos make no rows, and nothing is asked of the service.
    public func noPhotosFoundShowsAnEmptyList() {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.noPhotos)

        presenter.viewDidLoad()

        #expect(view.states == [State(title: ResultsFixtures.noPhotos.searchString, summary: "No photos found")])
        #expect(presenter.numberOfRows == 0)
        #expect(flickr.metadataRequests.isEmpty)
    }

    /// S7: a row about to appear asks for its photo's counts; their answer has the row shown again, with its text.
    public func visibleRowShowsItsPhotosCounts(_ counts: ResultsFixtures.Counts) async {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.threeScreensOfPhotos)

        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))
        await request?.waitForEnd()

        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows == [0])
        #expect(shownRow(0, of: presenter)?.detail == counts.text)
    }

    /// S7: an answer that comes after its row left is neither shown nor kept.
    public func lateAnswerForARowThatLeftIsDropped() async {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.threeScreensOfPhotos)
        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()

        presenter.rowDidEndDisplaying(at: 0)
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        #expect(view.reloadedRows.isEmpty)
        #expect(shownRow(0, of: presenter)?.detail == nil)
    }

    /// S9: a row leaving before its counts arrive cancels their request.
    public func rowLeavingTheViewportCancelsItsRequest() async {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.threeScreensOfPhotos)
        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()

        presenter.rowDidEndDisplaying(at: 0)
        await request?.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows.isEmpty)
    }

    /// S9: once a photo's counts arrived, its row appearing again starts nothing and shows them at once.
    public func countsAreFetchedOncePerPhoto() async {
        let (presenter, _, flickr) = makeSUT(ResultsFixtures.threeScreensOfPhotos)
        let request = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()
        presenter.rowDidEndDisplaying(at: 0)

        let again = presenter.rowWillDisplay(at: 0)

        #expect(again == nil)
        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
        #expect(shownRow(0, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    /// S9: a failure leaves the row's detail empty and is not kept, so the row asks again when it appears again.
    /// (No toast: the presenter's view has no way to show one.)
    public func failedCountsAreRetriedWhenTheRowShowsAgain() async {
        let (presenter, view, flickr) = makeSUT(ResultsFixtures.threeScreensOfPhotos)
        let failed = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .failure(FlickrError.serviceUnavailable(code: 105)))
        await failed?.waitForEnd()
        let detailAfterFailure = shownRow(0, of: presenter)?.detail
        presenter.rowDidEndDisplaying(at: 0)

        let retry = presenter.rowWillDisplay(at: 0)
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await retry?.waitForEnd()

        #expect(detailAfterFailure == nil)
        #expect(flickr.metadataRequests == [ResultsFixtures.photoID(ofRow: 0), ResultsFixtures.photoID(ofRow: 0)])
        #expect(view.reloadedRows == [0])
        #expect(shownRow(0, of: presenter)?.detail == ResultsFixtures.someCounts.text)
    }

    /// S8: the presenter goes with a request in flight for every row; all are cancelled, and an answer that beats
    /// the cancellation is shown nowhere.
    public func releasedWithCountsInFlightCancelsEveryRequest() async {
        var (presenter, view, flickr): (Presenter?, _, _) = makeSUT(ResultsFixtures.threeScreensOfPhotos)
        let rows = ResultsFixtures.threeScreensOfPhotos.photos.indices
        let requests = rows.map { presenter?.rowWillDisplay(at: $0) }
        await flickr.waitForMetadataRequest(pending: rows.count)

        presenter = nil
        // An answer that comes before the cancellation reaches the service is a late one: no one shows it.
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: 0)
        )
        for request in requests {
            await request?.waitForEnd()
        }

        #expect(Set(flickr.cancelledMetadataRequests) == Set(rows.dropFirst().map(ResultsFixtures.photoID(ofRow:))))
        #expect(view.reloadedRows.isEmpty)
    }

    // MARK: - Private

    /// What `row` shows when the presenter fills a cell for it now.
    func shownRow(_ row: Int, of presenter: Presenter) -> Presenter.RowState? {
        let rowView = ResultRowRecorder<Presenter.RowState>()
        presenter.configure(rowView, forRow: row)
        return rowView.shown
    }
}
