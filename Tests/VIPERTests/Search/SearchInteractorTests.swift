import Model
import TestSupport
import Testing

@testable import VIPER

/// The search use case alone, in entities, reporting to an output spy: the query rule, what is sent, what is
/// recorded, and what a cancelled search leaves behind — nothing. The async use case runs in a task the test starts,
/// as the presenter's would, and cancels, as the presenter's deinit would; the Flickr spy is completed by hand.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchInteractorTests {
    @Test(
        "S1: the interactor makes a query of text with more than three characters once trimmed",
        arguments: SearchFixtures.goRule)
    func makesAQueryOfLongEnoughText(_ row: SearchFixtures.GoRow) {
        let (interactor, _, _) = makeSUT()

        #expect((interactor.query(for: row.text) != nil) == row.isGoEnabled)
    }

    @Test("S4: the recent searches are the store's, newest first")
    func recentSearchesAreTheStoresNewestFirst() {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        RecentSearches(store: store).record(SearchFixtures.results)
        let (interactor, _, _) = makeSUT(store: store)

        #expect(
            interactor.allRecentSearches().map(\.rowText) == [
                SearchFixtures.recentRow.text, SearchFixtures.earlierRecentRow.text,
            ])
    }

    @Test("S2, S4: a search is sent trimmed, recorded on success, and reported with all the recent searches")
    func searchIsSentTrimmedRecordedAndReported() async throws {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (interactor, output, flickr) = makeSUT(store: store)
        let query = try #require(interactor.query(for: " \(SearchFixtures.text) "))

        let search = Task { await interactor.search(query) }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search.waitForEnd()

        let recentRows = [SearchFixtures.recentRow.text, SearchFixtures.earlierRecentRow.text]
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(output.reports == [.searchSucceeded(SearchFixtures.results, recentRows: recentRows)])
        #expect(RecentSearches(store: store).all().map(\.rowText) == recentRows)
    }

    @Test("S6: a failure is reported, and nothing is recorded", arguments: SearchFixtures.failures)
    func failureIsReportedAndNothingRecorded(_ failure: ServiceFailure) async throws {
        let (interactor, output, flickr) = makeSUT()
        let query = try #require(interactor.query(for: SearchFixtures.text))

        let search = Task { await interactor.search(query) }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(failure.error))
        await search.waitForEnd()

        #expect(output.reports == [.searchFailed(message: failure.message)])
        #expect(interactor.allRecentSearches().isEmpty)
    }

    @Test("S8: cancelled mid-search, the search's request is cancelled, and nothing is reported or recorded")
    func cancelledMidSearchReportsAndRecordsNothing() async throws {
        let (interactor, output, flickr) = makeSUT()
        let query = try #require(interactor.query(for: SearchFixtures.text))
        let search = Task { await interactor.search(query) }
        await flickr.waitForSearchRequest()

        search.cancel()
        await search.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(output.reports.isEmpty)
        #expect(interactor.allRecentSearches().isEmpty)
    }

    @Test("S8: results that land after their search was cancelled are neither reported nor recorded")
    func resultsAfterCancellationAreDropped() async throws {
        let (interactor, output, flickr) = makeSUT()
        let query = try #require(interactor.query(for: SearchFixtures.text))
        let search = Task { await interactor.search(query) }
        await flickr.waitForSearchRequest()

        // The answer and the cancellation land in the same turn: the search resumes with its results, already cancelled.
        flickr.completeSearch(with: .success(SearchFixtures.results))
        search.cancel()
        await search.waitForEnd()

        #expect(output.reports.isEmpty)
        #expect(interactor.allRecentSearches().isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (interactor: SearchInteractor, output: SearchInteractorOutputSpy, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let interactor = SearchInteractor(flickr: flickr, recentSearches: RecentSearches(store: store))
        let output = SearchInteractorOutputSpy()
        interactor.output = output
        trackForLeaks(interactor, output)
        return (interactor, output, flickr)
    }
}
