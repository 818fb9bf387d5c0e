import Model
import StoreCore
import TestSupport
import Testing

@testable import Unidirectional

/// The paging spec, proven on the feature alone: a test store runs its reducer over a Flickr spy, completed by hand,
/// and checks the whole state after every action sent and every action the effects send back, and that no effect is
/// left running. The list's last row appearing is the action every row's appearance is, `rowWillDisplay(at:)`: the
/// reducer decides it is the end. The first page's rows already show their counts, so an appearance asks for nothing
/// but, at the end, the page. No HeadlessUI here — `results.more` and the inserted rows on screen are the acceptance
/// suite's to prove.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsFeaturePagingTests: PagingSpec {
    @Test("S10: reaching the last row asks for the next page and says Loading more… until it arrives")
    func reachingTheEndLoadsTheNextPage() async {
        let (store, flickr) = makeSUT()
        let beforeTheEnd = store.send(.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage - 1))

        await reachTheEnd(in: store, flickr: flickr)

        #expect(beforeTheEnd == nil)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
        #expect(store.state.more == ResultsTexts.loadingMore)
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await receiveTheSecondPage(in: store)
        #expect(store.state.more == nil)
    }

    @Test("S10: the next page's photos are appended and the summary still reads the total")
    func nextPagePhotosAreAppended() async {
        let (store, flickr) = makeSUT()
        await reachTheEnd(in: store, flickr: flickr)

        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))

        await receiveTheSecondPage(in: store)
        let photos = ResultsFixtures.firstOfThreePages.photos + ResultsFixtures.secondOfThreePages.photos
        #expect(store.state.photos.map(\.displayTitle) == photos.map(\.displayTitle))
        #expect(store.state.summary == "60 results")
    }

    @Test("S10: reaching the end again while a page loads asks for nothing more")
    func reachingTheEndAgainWhileAPageLoadsAsksForNothing() async {
        let (store, flickr) = makeSUT()
        await reachTheEnd(in: store, flickr: flickr)
        store.send(.rowDidEndDisplaying(at: ResultsFixtures.lastRowOfTheFirstPage))

        let again = store.send(.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage))

        #expect(again == nil)
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await receiveTheSecondPage(in: store)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest])
    }

    @Test("S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page")
    func shortPageAsksForTheNextPage() async {
        let first = ResultsFixtures.shortFirstOfThreePages
        let second = ResultsFixtures.shortSecondOfThreePages
        let third = ResultsFixtures.thirdOfThreePages
        let (store, flickr) = makeSUT(results: first)
        store.send(.rowWillDisplay(at: first.photos.count - 1)) { $0.nextPage = .loading }
        await flickr.waitForPageRequest()
        flickr.completePage(with: .success(second))
        await store.receive(.pageLoaded(second)) {
            $0.results = first.appending(second)
            $0.appendedRows = 3..<6
            $0.nextPage = .idle
        }

        // The list, shorter than the screen, shows the rows the page added at once: its new last row appears.
        let newLastRow = 5
        store.send(.rowWillDisplay(at: newLastRow)) { $0.nextPage = .loading }
        await flickr.waitForPageRequest()

        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.thirdPageRequest])
        #expect(store.state.more == ResultsTexts.loadingMore)
        // The row asked for its own counts too (S7): both answers are taken, so nothing is left running.
        let photoID = ResultsFixtures.photoID(ofRow: newLastRow)
        let counts = ResultsFixtures.someCounts
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))
        await store.receive(.countsLoaded(photoID: photoID, detail: counts.text)) { $0.details[photoID] = counts.text }
        flickr.completePage(with: .success(third))
        await store.receive(.pageLoaded(third)) {
            $0.results = first.appending(second).appending(third)
            $0.appendedRows = 6..<16
            $0.nextPage = .idle
        }
    }

    @Test("S10: with no more pages, reaching the end asks for nothing")
    func withNoMorePagesReachingTheEndAsksForNothing() {
        let results = ResultsFixtures.threeScreensOfPhotos
        let (store, flickr) = makeSUT(results: results)

        let reached = store.send(.rowWillDisplay(at: results.photos.count - 1))

        #expect(reached == nil)
        #expect(flickr.pageRequests.isEmpty)
        #expect(store.state.more == nil)
    }

    @Test("S10: a failed page says Couldn't load more photos. and is asked again the next time the end is reached")
    func failedPageIsAskedAgainAtTheEnd() async {
        let (store, flickr) = makeSUT()
        await reachTheEnd(in: store, flickr: flickr)
        flickr.completePage(with: .failure(ResultsFixtures.pageFailure))
        // The rows stay as they were; the failure is said where the list ends, and only there: the results state has
        // no tip at all, so no toast can follow from a page.
        await store.receive(.pageFailed) { $0.nextPage = .failed }
        #expect(store.state.more == ResultsTexts.loadMoreFailed)
        store.send(.rowDidEndDisplaying(at: ResultsFixtures.lastRowOfTheFirstPage))

        await reachTheEnd(in: store, flickr: flickr)
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))

        await receiveTheSecondPage(in: store)
        #expect(flickr.pageRequests == [ResultsFixtures.secondPageRequest, ResultsFixtures.secondPageRequest])
    }

    @Test("S10: the appended rows load their counts as they become visible")
    func appendedRowsLoadTheirCounts() async {
        let (store, flickr) = makeSUT()
        let appendedRow = ResultsFixtures.firstOfThreePages.photos.count
        let photoID = ResultsFixtures.photoID(ofRow: appendedRow)
        let counts = ResultsFixtures.someCounts
        await reachTheEnd(in: store, flickr: flickr)
        flickr.completePage(with: .success(ResultsFixtures.secondOfThreePages))
        await receiveTheSecondPage(in: store)

        store.send(.rowWillDisplay(at: appendedRow))
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(counts.metadata))

        await store.receive(.countsLoaded(photoID: photoID, detail: counts.text)) { $0.details[photoID] = counts.text }
        #expect(flickr.metadataRequests == [photoID])
    }

    @Test("S11: released while a page loads, the page request is cancelled and nothing more is shown")
    func releasedWhileAPageLoadsCancelsIt() async {
        let flickr = FlickrServiceSpy()
        var store: Store<ResultsFeature.State, ResultsFeature.Action>? = Store(
            initialState: Self.everyRowShowingItsCounts(ResultsFixtures.firstOfThreePages),
            reducer: ResultsFeature(flickr: flickr).reduce
        )
        let more = RenderRecorder(\.more, in: store!)
        let rows = RenderRecorder(\.photos.count, in: store!)
        trackForLeaks(store!, more, rows)
        let reached = store?.send(.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage))
        await flickr.waitForPageRequest()

        store = nil
        await flickr.waitForPageCancellation()
        await reached?.waitForEnd()

        #expect(flickr.cancelledPageRequests == [ResultsFixtures.secondPageRequest])
        // The cancelled request's failure is no one's either: the end never says the page failed.
        #expect(more.rendered == [nil, ResultsTexts.loadingMore])
        #expect(rows.rendered == [ResultsFixtures.firstOfThreePages.photos.count])
    }

    // MARK: - Private

    /// The state of a screen showing `results` whose every row shows its counts already: the reader has scrolled
    /// them all, so a row's appearance asks for no counts.
    private static func everyRowShowingItsCounts(_ results: FlickrSearchResults) -> ResultsFeature.State {
        let details = results.photos.map { ($0.id, ResultsFixtures.someCounts.text) }
        return ResultsFeature.State(results: results, details: Dictionary(uniqueKeysWithValues: details))
    }

    private func makeSUT(
        results: FlickrSearchResults = ResultsFixtures.firstOfThreePages,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (store: TestStore<ResultsFeature.State, ResultsFeature.Action>, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let store = TestStore(
            initialState: Self.everyRowShowingItsCounts(results),
            reducer: ResultsFeature(flickr: flickr).reduce,
            sourceLocation: sourceLocation
        )
        trackForLeaks(store, sourceLocation: sourceLocation)
        return (store, flickr)
    }

    /// Shows the first page's last row: the next page is on its way, and its request reaches Flickr.
    private func reachTheEnd(
        in store: TestStore<ResultsFeature.State, ResultsFeature.Action>,
        flickr: FlickrServiceSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        store.send(.rowWillDisplay(at: ResultsFixtures.lastRowOfTheFirstPage), sourceLocation: sourceLocation) {
            $0.nextPage = .loading
        }
        await flickr.waitForPageRequest()
    }

    /// Receives the second page: both pages' photos under the first page's total and page count of the second, its
    /// rows to insert below the first page's, and nothing on its way.
    private func receiveTheSecondPage(
        in store: TestStore<ResultsFeature.State, ResultsFeature.Action>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let first = ResultsFixtures.firstOfThreePages
        let second = ResultsFixtures.secondOfThreePages
        await store.receive(.pageLoaded(second), sourceLocation: sourceLocation) {
            $0.results = FlickrSearchResults(
                searchString: first.searchString,
                photos: first.photos + second.photos,
                totalResults: first.totalResults,
                page: second.page,
                pages: second.pages
            )
            $0.appendedRows = first.photos.count..<first.photos.count + second.photos.count
            $0.nextPage = .idle
        }
    }
}
