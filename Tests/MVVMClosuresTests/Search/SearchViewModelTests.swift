import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// The search spec, proven on the view model alone: a recorder bound to its outputs stands in for the screen (and
/// reads its routes) and a Flickr spy, completed by hand, for the service; the recent searches live in a recording
/// store. No HeadlessUI here — that is the point of MVVM.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchViewModelTests: SearchSpec {
    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters", arguments: SearchFixtures.goRule)
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) {
        let (viewModel, recorder, _, _) = makeSUT()
        viewModel.viewDidLoad()

        viewModel.searchTextChanged(row.text)

        #expect(recorder.states.last?.isGoEnabled == row.isGoEnabled)
    }

    @Test("S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled")
    func whileSearchingTheScreenShowsItIsLoading() async {
        let (viewModel, recorder, flickr, _) = makeSUT()
        viewModel.viewDidLoad()
        viewModel.searchTextChanged(" \(SearchFixtures.text) ")

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()

        #expect(recorder.endEditingCount == 1)
        #expect(recorder.states.last == SearchViewState(isGoEnabled: false, isLoading: true))
        #expect(flickr.searchRequests == [SearchFixtures.text])
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()
        #expect(recorder.states.last == SearchViewState(isGoEnabled: true, isLoading: false))
    }

    @Test("S3: success shows the results of the search, titled with its trimmed text")
    func successShowsTheResults() async {
        let (viewModel, recorder, flickr, _) = makeSUT()
        viewModel.searchTextChanged("\(SearchFixtures.text)  ")

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(recorder.routes == [.results(SearchFixtures.results)])
        #expect(recorder.tips.isEmpty)
    }

    @Test("S3: the same search run again, back from its results, shows them again")
    func sameSearchRunAgainShowsItsResultsAgain() async {
        let (viewModel, recorder, flickr, _) = makeSUT()
        viewModel.searchTextChanged(SearchFixtures.text)
        let first = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await first?.waitForEnd()

        // Back from the results the search screen is as it was left, so Go runs the same text again.
        let again = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await again?.waitForEnd()

        #expect(flickr.searchRequests == [SearchFixtures.text, SearchFixtures.text])
        // A route equal to the last one is a route all the same: the results are pushed again.
        #expect(recorder.routes == [.results(SearchFixtures.results), .results(SearchFixtures.results)])
    }

    @Test("S4: success puts the search at the top of the recent searches, with its total and first thumbnail")
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (viewModel, recorder, flickr, _) = makeSUT(store: store)
        viewModel.viewDidLoad()

        viewModel.searchTextChanged(SearchFixtures.text)
        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(
            recorder.recentSearchesShown == [
                [SearchFixtures.earlierRecentRow], [SearchFixtures.recentRow, SearchFixtures.earlierRecentRow],
            ])
    }

    @Test("S4: recent searches survive reopening the screen")
    func recentSearchesSurviveReopening() async {
        let store = KeyValueStoreSpy()
        let (first, _, flickr, _) = makeSUT(store: store)
        first.searchTextChanged(SearchFixtures.text)
        let search = first.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        let (viewModel, recorder, _, _) = makeSUT(store: store)
        viewModel.viewDidLoad()

        #expect(recorder.recentSearchesShown == [[SearchFixtures.recentRow]])
    }

    @Test("S5: selecting a recent search fills the text and runs that search")
    func selectingARecentSearchRunsIt() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.results)
        let (viewModel, recorder, flickr, _) = makeSUT(store: store)
        viewModel.viewDidLoad()

        let search = viewModel.recentSearchSelected(at: 0)
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(recorder.searchTextsSet == [SearchFixtures.text])
        #expect(recorder.endEditingCount == 1)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(recorder.routes == [.results(SearchFixtures.results)])
    }

    @Test("S5: while a search runs, Go and selecting a recent search do nothing")
    func whileASearchRunsGoAndSelectionDoNothing() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (viewModel, recorder, flickr, _) = makeSUT(store: store)
        viewModel.viewDidLoad()
        viewModel.searchTextChanged(SearchFixtures.text)
        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()

        let again = viewModel.searchButtonTapped()
        let selected = viewModel.recentSearchSelected(at: 0)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(again == nil)
        #expect(selected == nil)
        #expect(recorder.searchTextsSet.isEmpty)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(recorder.routes == [.results(SearchFixtures.results)])
    }

    @Test(
        "S6: failure stops loading, shows the service's message and enables Go again",
        arguments: SearchFixtures.failures)
    func failureShowsTheServicesMessage(_ failure: ServiceFailure) async {
        let (viewModel, recorder, flickr, store) = makeSUT()
        viewModel.searchTextChanged(SearchFixtures.text)

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(failure.error))
        await search?.waitForEnd()

        #expect(recorder.states.last == SearchViewState(isGoEnabled: true, isLoading: false))
        #expect(recorder.tips == [failure.message])
        #expect(recorder.routes.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: released mid-search, the search is cancelled: nothing is shown, pushed or recorded")
    func releasedMidSearchCancelsTheSearch() async {
        let (search, recorder, flickr, store, statesShown) = await searchReleasedMidSearch()

        await search?.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(recorder.states.count == statesShown)
        #expect(recorder.tips.isEmpty)
        #expect(recorder.routes.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: an answer that comes after the release, before the cancellation reaches Flickr, is dropped")
    func answerAfterTheReleaseIsDropped() async {
        let (search, recorder, flickr, store, statesShown) = await searchReleasedMidSearch()

        // The cancellation reaches the spy after a hop: this answer is already on its way, as Flickr's can be.
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(store.writes.isEmpty)
        #expect(recorder.states.count == statesShown)
        #expect(recorder.recentSearchesShown.isEmpty)
        #expect(recorder.routes.isEmpty)
    }

    @Test("N2: a link's text set in code shows in the field, and Go searches for it")
    func textSetInCodeShowsAndGoSearchesForIt() async {
        let (viewModel, recorder, flickr, _) = makeSUT()
        viewModel.viewDidLoad()

        viewModel.searchTextSet(LinkFixtures.searchText)
        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(recorder.searchTextsSet == [LinkFixtures.searchText])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        #expect(recorder.routes == [.results(SearchFixtures.results)])
    }

    @Test("N5: a link's text of three characters set in code disables Go, which then searches nothing")
    func shortTextSetInCodeSearchesNothing() {
        let (viewModel, recorder, flickr, _) = makeSUT()
        viewModel.viewDidLoad()

        viewModel.searchTextSet(LinkFixtures.shortSearchText)
        let search = viewModel.searchButtonTapped()

        #expect(search == nil)
        #expect(recorder.searchTextsSet == [LinkFixtures.shortSearchText])
        #expect(recorder.states.last == SearchViewState(isGoEnabled: false, isLoading: false))
        #expect(flickr.searchRequests.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (
        viewModel: SearchViewModel, recorder: SearchViewModelRecorder, flickr: FlickrServiceSpy, store: KeyValueStoreSpy
    ) {
        let flickr = FlickrServiceSpy()
        let viewModel = SearchViewModel(flickr: flickr, recentSearches: RecentSearches(store: store))
        let recorder = SearchViewModelRecorder(viewModel)
        trackForLeaks(viewModel, recorder)
        return (viewModel, recorder, flickr, store)
    }

    /// A search started and waiting on Flickr, then its view model released as a closed screen releases it: the
    /// search, still running, and everything that shows what the release leaves behind.
    private func searchReleasedMidSearch() async -> (
        search: Task<Void, Never>?, recorder: SearchViewModelRecorder, flickr: FlickrServiceSpy,
        store: KeyValueStoreSpy, statesShown: Int
    ) {
        var (viewModel, recorder, flickr, store): (SearchViewModel?, _, _, _) = makeSUT()
        viewModel?.searchTextChanged(SearchFixtures.text)
        let search = viewModel?.searchButtonTapped()
        await flickr.waitForSearchRequest()
        let statesShown = recorder.states.count
        viewModel = nil
        return (search, recorder, flickr, store, statesShown)
    }
}
