import Model
import TestSupport
import Testing

@testable import VIPER

/// The search use case alone, reporting to an output spy: the query rule, one search at a time, what is recorded,
/// and cancellation when the interactor goes.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchInteractorTests {
    @Test("S1: the interactor says which text makes a query", arguments: SearchFixtures.goRule)
    func saysWhichTextMakesAQuery(_ row: SearchFixtures.GoRow) {
        let (interactor, _, _, _) = makeSUT()

        #expect(interactor.canSearch(for: row.text) == row.isGoEnabled)
    }

    @Test("S1: text that makes no query starts nothing")
    func textThatMakesNoQueryStartsNothing() {
        let (interactor, output, flickr, _) = makeSUT()

        let search = interactor.search(for: " cat ")

        #expect(search == nil)
        #expect(output.reports.isEmpty)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("S2, S4: a search is started once, sent trimmed, recorded on success and reported, then ended")
    func searchIsStartedSentRecordedAndReported() async {
        let (interactor, output, flickr, store) = makeSUT()

        let search = interactor.search(for: " \(SearchFixtures.text) ")
        await flickr.waitForSearchRequest()
        let again = interactor.search(for: SearchFixtures.text)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(again == nil)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(output.reports == [.searchStarted, .searchSucceeded(SearchFixtures.results), .searchEnded])
        #expect(RecentSearches(store: store).all().map(\.rowText) == [SearchFixtures.recentRow.text])
        #expect(interactor.allRecentSearches().map(\.rowText) == [SearchFixtures.recentRow.text])
    }

    @Test("S6: a failure is reported, then the end, and nothing is recorded", arguments: SearchFixtures.failures)
    func failureIsReportedAndNothingRecorded(_ failure: ServiceFailure) async {
        let (interactor, output, flickr, store) = makeSUT()

        let search = interactor.search(for: SearchFixtures.text)
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(failure.error))
        await search?.waitForEnd()

        #expect(output.reports == [.searchStarted, .searchFailed(message: failure.message), .searchEnded])
        #expect(store.writes.isEmpty)
    }

    @Test("S8: released mid-search, the interactor cancels the search and reports nothing more")
    func releasedMidSearchCancelsTheSearch() async {
        var (interactor, output, flickr, store): (SearchInteractor?, _, _, _) = makeSUT()
        let search = interactor?.search(for: SearchFixtures.text)
        await flickr.waitForSearchRequest()

        interactor = nil
        await search?.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(output.reports == [.searchStarted])
        #expect(store.writes.isEmpty)
    }

    // MARK: - Private

    private func makeSUT() -> (
        interactor: SearchInteractor, output: SearchInteractorOutputSpy, flickr: FlickrServiceSpy,
        store: KeyValueStoreSpy
    ) {
        let flickr = FlickrServiceSpy()
        let store = KeyValueStoreSpy()
        let interactor = SearchInteractor(flickr: flickr, recentSearches: RecentSearches(store: store))
        let output = SearchInteractorOutputSpy()
        interactor.output = output
        trackForLeaks(interactor, output)
        return (interactor, output, flickr, store)
    }
}
