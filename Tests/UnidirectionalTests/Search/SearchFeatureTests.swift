import Foundation
import Model
import StoreCore
import TestSupport
import Testing

@testable import Unidirectional

/// The search spec, proven on the feature alone: a test store runs its reducer over a Flickr spy, completed by hand,
/// with the recent searches in a recording store, and checks the whole state after every action sent and every action
/// the effects send back, and that no effect is left running. No HeadlessUI here — rendering the state into the
/// widgets is the acceptance suite's to prove.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchFeatureTests: SearchSpec {
    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters", arguments: SearchFixtures.goRule)
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) {
        let (store, _, _) = makeSUT()

        store.send(.searchTextChanged(row.text)) { $0.text = row.text }

        #expect(store.state.isGoEnabled == row.isGoEnabled)
    }

    @Test("S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled")
    func whileSearchingTheScreenShowsItIsLoading() async {
        let (store, flickr, _) = makeSUT()
        store.send(.searchTextChanged(" \(SearchFixtures.text) ")) { $0.text = " \(SearchFixtures.text) " }

        store.send(.searchButtonTapped) { $0.isSearching = true }
        await flickr.waitForSearchRequest()

        // The view ends editing and shows the spinner and the network indicator as it renders this state (the
        // acceptance suite).
        #expect(!store.state.isGoEnabled)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await receiveSuccess(SearchFixtures.results, recent: [Self.recentSearch], in: store)
        #expect(store.state.isGoEnabled)
    }

    @Test("S3: success shows the results of the search, titled with its trimmed text")
    func successShowsTheResults() async {
        let (store, flickr, _) = makeSUT()
        store.send(.searchTextChanged("\(SearchFixtures.text)  ")) { $0.text = "\(SearchFixtures.text)  " }

        store.send(.searchButtonTapped) { $0.isSearching = true }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))

        await store.receive(.searchSucceeded(SearchFixtures.results)) {
            $0.isSearching = false
            $0.route = .results(SearchFixtures.results)
        }
        await store.receive(.recentSearchesLoaded([Self.recentSearch])) { $0.recentSearches = [Self.recentSearch] }
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(store.state.tip == nil)
    }

    @Test("S3: the same search run again, back from its results, shows them again")
    func sameSearchRunAgainShowsItsResultsAgain() async {
        let (store, flickr, _) = makeSUT()
        store.send(.searchTextChanged(SearchFixtures.text)) { $0.text = SearchFixtures.text }
        store.send(.searchButtonTapped) { $0.isSearching = true }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await receiveSuccess(SearchFixtures.results, recent: [Self.recentSearch], in: store)
        // The view pushed the results, then said so; back from them the text is as it was left.
        store.send(.routeFollowed) { $0.route = nil }

        store.send(.searchButtonTapped) { $0.isSearching = true }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))

        // A route equal to the last one is a route all the same: the state asks for the results again.
        await receiveSuccess(SearchFixtures.results, recent: [Self.recentSearch], in: store)
        #expect(flickr.searchRequests == [SearchFixtures.text, SearchFixtures.text])
    }

    @Test("S4: success puts the search at the top of the recent searches, with its total and first thumbnail")
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async {
        let keyValueStore = KeyValueStoreSpy()
        RecentSearches(store: keyValueStore).record(SearchFixtures.earlierResults)
        let (store, flickr, _) = makeSUT(store: keyValueStore)
        await open(store, recent: [Self.earlierRecentSearch])
        let shownBefore = rows(of: store)

        store.send(.searchTextChanged(SearchFixtures.text)) { $0.text = SearchFixtures.text }
        store.send(.searchButtonTapped) { $0.isSearching = true }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await receiveSuccess(
            SearchFixtures.results, recent: [Self.recentSearch, Self.earlierRecentSearch], in: store)

        #expect(shownBefore == [SearchFixtures.earlierRecentRow])
        #expect(rows(of: store) == [SearchFixtures.recentRow, SearchFixtures.earlierRecentRow])
    }

    @Test("S4: recent searches survive reopening the screen")
    func recentSearchesSurviveReopening() async {
        let keyValueStore = KeyValueStoreSpy()
        let (first, flickr, _) = makeSUT(store: keyValueStore)
        first.send(.searchTextChanged(SearchFixtures.text)) { $0.text = SearchFixtures.text }
        first.send(.searchButtonTapped) { $0.isSearching = true }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await receiveSuccess(SearchFixtures.results, recent: [Self.recentSearch], in: first)

        let (store, _, _) = makeSUT(store: keyValueStore)
        await open(store, recent: [Self.recentSearch])

        #expect(rows(of: store) == [SearchFixtures.recentRow])
    }

    @Test("S5: selecting a recent search fills the text and runs that search")
    func selectingARecentSearchRunsIt() async {
        let keyValueStore = KeyValueStoreSpy()
        RecentSearches(store: keyValueStore).record(SearchFixtures.results)
        let (store, flickr, _) = makeSUT(store: keyValueStore)
        await open(store, recent: [Self.recentSearch])

        store.send(.recentSearchSelected(at: 0)) {
            $0.text = SearchFixtures.text
            $0.isSearching = true
        }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))

        await receiveSuccess(SearchFixtures.results, recent: [Self.recentSearch], in: store)
        #expect(flickr.searchRequests == [SearchFixtures.text])
    }

    @Test("S5: while a search runs, Go and selecting a recent search do nothing")
    func whileASearchRunsGoAndSelectionDoNothing() async {
        let keyValueStore = KeyValueStoreSpy()
        RecentSearches(store: keyValueStore).record(SearchFixtures.earlierResults)
        let (store, flickr, _) = makeSUT(store: keyValueStore)
        await open(store, recent: [Self.earlierRecentSearch])
        store.send(.searchTextChanged(SearchFixtures.text)) { $0.text = SearchFixtures.text }
        store.send(.searchButtonTapped) { $0.isSearching = true }
        await flickr.waitForSearchRequest()

        let again = store.send(.searchButtonTapped)
        let selected = store.send(.recentSearchSelected(at: 0))
        flickr.completeSearch(with: .success(SearchFixtures.results))

        await receiveSuccess(
            SearchFixtures.results, recent: [Self.recentSearch, Self.earlierRecentSearch], in: store)
        #expect(again == nil)
        #expect(selected == nil)
        #expect(flickr.searchRequests == [SearchFixtures.text])
    }

    @Test(
        "S6: failure stops loading, shows the service's message and enables Go again",
        arguments: SearchFixtures.failures)
    func failureShowsTheServicesMessage(_ failure: ServiceFailure) async {
        let (store, flickr, keyValueStore) = makeSUT()
        store.send(.searchTextChanged(SearchFixtures.text)) { $0.text = SearchFixtures.text }

        store.send(.searchButtonTapped) { $0.isSearching = true }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(failure.error))

        await store.receive(.searchFailed(message: failure.message)) {
            $0.isSearching = false
            $0.tip = failure.message
        }
        #expect(store.state.isGoEnabled)
        #expect(keyValueStore.writes.isEmpty)
    }

    @Test("S6: after a failure, Go searches again and the same failure shows its message again")
    func sameFailureAgainShowsItsMessageAgain() async {
        let (store, flickr, _) = makeSUT()
        let failure = SearchFixtures.failures[0]
        store.send(.searchTextChanged(SearchFixtures.text)) { $0.text = SearchFixtures.text }
        await search(in: store, flickr: flickr, failingWith: failure)
        // The view shows the toast, then says so: the state has no tip left to show.
        store.send(.tipShown) { $0.tip = nil }

        await search(in: store, flickr: flickr, failingWith: failure)

        #expect(store.state.tip == failure.message)
        #expect(flickr.searchRequests == [SearchFixtures.text, SearchFixtures.text])
    }

    @Test("S8: released mid-search, the search is cancelled: nothing is shown, pushed or recorded")
    func releasedMidSearchCancelsTheSearch() async {
        let flickr = FlickrServiceSpy()
        let keyValueStore = KeyValueStoreSpy()
        let feature = SearchFeature(flickr: flickr, recentSearches: RecentSearches(store: keyValueStore))
        var store: Store<SearchFeature.State, SearchFeature.Action>? = Store(
            initialState: SearchFeature.State(text: SearchFixtures.text),
            reducer: feature.reduce
        )
        let screen = RenderRecorder({ $0 }, in: store!)
        trackForLeaks(store!, screen)
        let search = store?.send(.searchButtonTapped)
        await flickr.waitForSearchRequest()
        let statesShown = screen.rendered.count

        store = nil
        await search?.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(screen.rendered.count == statesShown)
        #expect(screen.rendered.allSatisfy { $0.tip == nil && $0.route == nil })
        #expect(keyValueStore.writes.isEmpty)
    }

    // MARK: - Private

    /// The recent search ``SearchFixtures/results`` makes, as the state holds it; it shows as
    /// ``SearchFixtures/recentRow``.
    private static let recentSearch = RecentSearch(
        text: SearchFixtures.text,
        totalResults: SearchFixtures.results.totalResults,
        thumbnailURL: SearchFixtures.results.photos.first?.thumbnailURL
    )

    /// The recent search ``SearchFixtures/earlierResults`` makes; it shows as ``SearchFixtures/earlierRecentRow``.
    private static let earlierRecentSearch = RecentSearch(
        text: SearchFixtures.earlierText,
        totalResults: SearchFixtures.earlierResults.totalResults,
        thumbnailURL: nil
    )

    private func makeSUT(
        store keyValueStore: KeyValueStoreSpy = KeyValueStoreSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        store: TestStore<SearchFeature.State, SearchFeature.Action>, flickr: FlickrServiceSpy,
        keyValueStore: KeyValueStoreSpy
    ) {
        let flickr = FlickrServiceSpy()
        let feature = SearchFeature(flickr: flickr, recentSearches: RecentSearches(store: keyValueStore))
        let store = TestStore(
            initialState: SearchFeature.State(), reducer: feature.reduce, sourceLocation: sourceLocation)
        trackForLeaks(store, sourceLocation: sourceLocation)
        return (store, flickr, keyValueStore)
    }

    /// What the screen's first load does: the recent searches are read, and land in the state as `recent`.
    private func open(
        _ store: TestStore<SearchFeature.State, SearchFeature.Action>,
        recent: [RecentSearch],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        store.send(.viewDidLoad, sourceLocation: sourceLocation)
        await store.receive(.recentSearchesLoaded(recent), sourceLocation: sourceLocation) {
            $0.recentSearches = recent
        }
    }

    /// Taps Go and answers the search with `failure`: loading stops, and its message is the tip to show.
    private func search(
        in store: TestStore<SearchFeature.State, SearchFeature.Action>,
        flickr: FlickrServiceSpy,
        failingWith failure: ServiceFailure,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        store.send(.searchButtonTapped, sourceLocation: sourceLocation) { $0.isSearching = true }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(failure.error), sourceLocation: sourceLocation)
        await store.receive(.searchFailed(message: failure.message), sourceLocation: sourceLocation) {
            $0.isSearching = false
            $0.tip = failure.message
        }
    }

    /// Receives what a successful search sends back: the answer, which routes to its results and stops loading,
    /// then the recent searches as recorded, which land in the state as `recent`.
    private func receiveSuccess(
        _ results: FlickrSearchResults,
        recent: [RecentSearch],
        in store: TestStore<SearchFeature.State, SearchFeature.Action>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await store.receive(.searchSucceeded(results), sourceLocation: sourceLocation) {
            $0.isSearching = false
            $0.route = .results(results)
        }
        await store.receive(.recentSearchesLoaded(recent), sourceLocation: sourceLocation) {
            $0.recentSearches = recent
        }
    }

    /// The recent-searches rows the view shows for the state: each search's row text and thumbnail.
    private func rows(
        of store: TestStore<SearchFeature.State, SearchFeature.Action>
    ) -> [SearchFixtures.RecentRow] {
        store.state.recentSearches.map { SearchFixtures.RecentRow(text: $0.rowText, thumbnailURL: $0.thumbnailURL) }
    }
}
