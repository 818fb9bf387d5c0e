import Model
import StoreCore
import TestSupport
import Testing

@testable import Unidirectional

/// The results spec, proven on the feature alone: a test store runs its reducer over a Flickr spy, completed by hand,
/// and checks the whole state after every action sent and every action the effects send back, and that no effect is
/// left running. The list's events are the actions a list's delegate sends (`rowWillDisplay(at:)`,
/// `rowDidEndDisplaying(at:)`), sent as a list would. No HeadlessUI here — a cell rendering its row's state by photo
/// id is the acceptance suite's to prove.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsFeatureTests: ResultsSpec {
    @Test(
        "S3: the results screen is titled with the search text and shows the summary",
        arguments: ResultsFixtures.summaries
    )
    func resultsAreTitledWithTheSearchTextAndSummarised(_ summary: ResultsFixtures.Summary) {
        let (store, _) = makeSUT(results: summary.results)

        #expect(store.state.title == summary.results.searchString)
        #expect(store.state.summary == summary.text)
        #expect(store.state.photos.count == summary.results.photos.count)
    }

    @Test("S3: one row per photo shows its title, Untitled for none, and its thumbnail")
    func oneRowPerPhotoShowsItsTitleAndThumbnail() {
        let results = ResultsFixtures.pageWithAnUntitledPhoto
        let (store, _) = makeSUT(results: results)

        // A row shows its photo as the Model titles it; the view renders `displayTitle` and the thumbnail.
        #expect(store.state.photos.map(\.displayTitle) == ResultsFixtures.titlesOfThePageWithAnUntitledPhoto)
        #expect(store.state.photos.map(\.thumbnailURL) == results.photos.map(\.thumbnailURL))
        #expect(store.state.details.isEmpty)
    }

    @Test("S3: no photos found shows an empty list and asks for no counts")
    func noPhotosFoundShowsAnEmptyList() {
        let (store, flickr) = makeSUT(results: ResultsFixtures.noPhotos)

        #expect(store.state.summary == "No photos found")
        #expect(store.state.photos.isEmpty)
        #expect(flickr.metadataRequests.isEmpty)
    }

    @Test("S7: a row that becomes visible shows its photo's favourites and comments", arguments: ResultsFixtures.counts)
    func visibleRowShowsItsPhotosCounts(_ counts: ResultsFixtures.Counts) async {
        let (store, flickr) = makeSUT()
        let photoID = ResultsFixtures.photoID(ofRow: 0)

        store.send(.rowWillDisplay(at: 0))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))

        await store.receive(.countsLoaded(photoID: photoID, detail: counts.text)) { $0.details[photoID] = counts.text }
        #expect(flickr.metadataRequests == [photoID])
    }

    @Test("S7: a late answer for a row that left the viewport is dropped: no visible row shows it")
    func lateAnswerForARowThatLeftIsDropped() async {
        let (store, flickr) = makeSUT()
        let request = store.send(.rowWillDisplay(at: 0))
        await flickr.waitForMetadataRequest()

        store.send(.rowDidEndDisplaying(at: 0))
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
        await request?.waitForEnd()

        // Nothing was sent back: the test store would fail on an action left unreceived.
        #expect(store.state.details.isEmpty)
    }

    @Test("S9: a row that leaves the viewport before its counts arrive cancels their request")
    func rowLeavingTheViewportCancelsItsRequest() async {
        let (store, flickr) = makeSUT()
        let request = store.send(.rowWillDisplay(at: 0))
        await flickr.waitForMetadataRequest()

        store.send(.rowDidEndDisplaying(at: 0))
        await request?.waitForEnd()

        #expect(flickr.cancelledMetadataRequests == [ResultsFixtures.photoID(ofRow: 0)])
    }

    @Test("S9: two rows load their counts at once; the one that leaves cancels its own request, the other still shows")
    func rowLeavingCancelsOnlyItsOwnRequest() async {
        let (store, flickr) = makeSUT()
        let leaving = ResultsFixtures.photoID(ofRow: 0)
        let staying = ResultsFixtures.photoID(ofRow: 1)
        let counts = ResultsFixtures.someCounts
        store.send(.rowWillDisplay(at: 0))
        store.send(.rowWillDisplay(at: 1))
        await flickr.waitForMetadataRequest(pending: 2)

        store.send(.rowDidEndDisplaying(at: 0))
        await flickr.waitForMetadataCancellation()
        flickr.completeMetadata(with: .success(counts.metadata), forPhotoID: staying)

        await store.receive(.countsLoaded(photoID: staying, detail: counts.text)) { $0.details[staying] = counts.text }
        #expect(flickr.cancelledMetadataRequests == [leaving])
        #expect(store.state.details[leaving] == nil)
    }

    @Test("S9: counts are fetched once per photo: scrolling back shows them at once, with no new request")
    func countsAreFetchedOncePerPhoto() async {
        let (store, flickr) = makeSUT()
        let photoID = ResultsFixtures.photoID(ofRow: 0)
        let counts = ResultsFixtures.someCounts
        store.send(.rowWillDisplay(at: 0))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))
        await store.receive(.countsLoaded(photoID: photoID, detail: counts.text)) { $0.details[photoID] = counts.text }
        store.send(.rowDidEndDisplaying(at: 0))

        let again = store.send(.rowWillDisplay(at: 0))

        #expect(again == nil)
        #expect(flickr.metadataRequests == [photoID])
        #expect(store.state.details[photoID] == counts.text)
    }

    @Test("S9: a failed count request leaves the detail empty, shows no toast, and is retried when the row shows again")
    func failedCountsAreRetriedWhenTheRowShowsAgain() async {
        let (store, flickr) = makeSUT()
        let photoID = ResultsFixtures.photoID(ofRow: 0)
        let counts = ResultsFixtures.someCounts
        store.send(.rowWillDisplay(at: 0))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .failure(FlickrError.serviceUnavailable(code: 105)))
        // No change: the detail stays empty, and the results state has no tip at all, so no toast can follow.
        await store.receive(.countsFailed(photoID: photoID))
        store.send(.rowDidEndDisplaying(at: 0))

        store.send(.rowWillDisplay(at: 0))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))

        await store.receive(.countsLoaded(photoID: photoID, detail: counts.text)) { $0.details[photoID] = counts.text }
        #expect(flickr.metadataRequests == [photoID, photoID])
    }

    @Test("S9: a photo listed in two rows on screen is fetched once: the second row's request replaces the first's")
    func photoListedTwiceIsFetchedOnce() async {
        let photo = ResultsFixtures.threeScreensOfPhotos.photos[0]
        let (store, flickr) = makeSUT(
            results: FlickrSearchResults(searchString: "mountains", photos: [photo, photo], totalResults: 2))
        let counts = ResultsFixtures.someCounts
        store.send(.rowWillDisplay(at: 0))
        await flickr.waitForMetadataRequest()

        store.send(.rowWillDisplay(at: 1))
        await flickr.waitForMetadataCancellation()
        flickr.completeMetadata(with: .success(counts.metadata))

        // One answer, and no request left running: the test store fails on either.
        await store.receive(.countsLoaded(photoID: photo.id, detail: counts.text)) {
            $0.details[photo.id] = counts.text
        }
        #expect(flickr.cancelledMetadataRequests == [photo.id])
    }

    @Test("S8: released with counts in flight, the screen cancels every request and shows nothing more")
    func releasedWithCountsInFlightCancelsEveryRequest() async {
        let flickr = FlickrServiceSpy()
        var store: Store<ResultsFeature.State, ResultsFeature.Action>? = Store(
            initialState: ResultsFeature.State(results: ResultsFixtures.threeScreensOfPhotos),
            reducer: ResultsFeature(flickr: flickr).reduce
        )
        let screen = RenderRecorder(\.details, in: store!)
        trackForLeaks(store!, screen)
        let rows = ResultsFixtures.threeScreensOfPhotos.photos.indices
        let requests = rows.map { store?.send(.rowWillDisplay(at: $0)) }
        await flickr.waitForMetadataRequest(pending: rows.count)

        store = nil
        // An answer that comes before the cancellation reaches the service is a late one: no one shows it.
        flickr.completeMetadata(
            with: .success(ResultsFixtures.someCounts.metadata),
            forPhotoID: ResultsFixtures.photoID(ofRow: 0)
        )
        for request in requests {
            await request?.waitForEnd()
        }

        #expect(Set(flickr.cancelledMetadataRequests) == Set(rows.dropFirst().map(ResultsFixtures.photoID(ofRow:))))
        #expect(screen.rendered == [[:]])
    }

    // MARK: - Private

    private func makeSUT(
        results: FlickrSearchResults = ResultsFixtures.threeScreensOfPhotos,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (store: TestStore<ResultsFeature.State, ResultsFeature.Action>, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let store = TestStore(
            initialState: ResultsFeature.State(results: results),
            reducer: ResultsFeature(flickr: flickr).reduce,
            sourceLocation: sourceLocation
        )
        trackForLeaks(store, sourceLocation: sourceLocation)
        return (store, flickr)
    }
}
