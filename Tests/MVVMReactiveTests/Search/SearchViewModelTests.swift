import Model
import TestSupport
import Testing

@testable import MVVMReactive

/// The search spec, proven on the view model alone: its input is set as the field binding would set it, a recorder
/// observing its outputs stands in for the screen, and a Flickr spy, completed by hand, for the service; the recent
/// searches live in a recording store. No HeadlessUI here — that is the point of MVVM.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchViewModelTests: SearchSpec {
    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters", arguments: SearchFixtures.goRule)
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) {
        let (viewModel, recorder, _, _) = makeSUT()
        viewModel.viewDidLoad()

        viewModel.searchText.value = row.text

        #expect(recorder.isGoEnabled.last == row.isGoEnabled)
    }

    @Test("S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled")
    func whileSearchingTheScreenShowsItIsLoading() async {
        let (viewModel, recorder, flickr, _) = makeSUT()
        viewModel.viewDidLoad()
        viewModel.searchText.value = " \(SearchFixtures.text) "

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()

        #expect(recorder.endEditingCount == 1)
        #expect(recorder.isGoEnabled.last == false)
        #expect(recorder.isLoading.last == true)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()
        #expect(recorder.isGoEnabled.last == true)
        #expect(recorder.isLoading.last == false)
    }

    @Test("S3: success shows the results of the search, titled with its trimmed text")
    func successShowsTheResults() async {
        let (viewModel, recorder, flickr, _) = makeSUT()
        viewModel.searchText.value = "\(SearchFixtures.text)  "

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(recorder.results == [SearchFixtures.results])
        #expect(recorder.tips.isEmpty)
    }

    @Test("S3: the same search run again, back from its results, shows them again")
    func sameSearchRunAgainShowsItsResultsAgain() async {
        let (viewModel, recorder, flickr, _) = makeSUT()
        viewModel.searchText.value = SearchFixtures.text
        let first = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await first?.waitForEnd()

        let again = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await again?.waitForEnd()

        // Equal results are a new push, not a repeat to skip: back from the first screen, Go must show the second.
        #expect(flickr.searchRequests == [SearchFixtures.text, SearchFixtures.text])
        #expect(recorder.results == [SearchFixtures.results, SearchFixtures.results])
    }

    @Test("S4: success puts the search at the top of the recent searches, with its total and first thumbnail")
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (viewModel, recorder, flickr, _) = makeSUT(store: store)
        viewModel.viewDidLoad()

        viewModel.searchText.value = SearchFixtures.text
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
        first.searchText.value = SearchFixtures.text
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

        #expect(viewModel.searchText.value == SearchFixtures.text)
        #expect(recorder.endEditingCount == 1)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(recorder.results == [SearchFixtures.results])
    }

    @Test("S5: while a search runs, Go and selecting a recent search do nothing")
    func whileASearchRunsGoAndSelectionDoNothing() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (viewModel, recorder, flickr, _) = makeSUT(store: store)
        viewModel.viewDidLoad()
        viewModel.searchText.value = SearchFixtures.text
        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()

        let again = viewModel.searchButtonTapped()
        let selected = viewModel.recentSearchSelected(at: 0)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(again == nil)
        #expect(selected == nil)
        #expect(viewModel.searchText.value == SearchFixtures.text)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(recorder.results == [SearchFixtures.results])
    }

    @Test(
        "S6: failure stops loading, shows the service's message and enables Go again",
        arguments: SearchFixtures.failures)
    func failureShowsTheServicesMessage(_ failure: ServiceFailure) async {
        let (viewModel, recorder, flickr, store) = makeSUT()
        viewModel.searchText.value = SearchFixtures.text

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(failure.error))
        await search?.waitForEnd()

        #expect(recorder.isGoEnabled.last == true)
        #expect(recorder.isLoading.last == false)
        #expect(recorder.tips == [failure.message])
        #expect(recorder.results.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: released mid-search, the search is cancelled: nothing is shown, pushed or recorded")
    func releasedMidSearchCancelsTheSearch() async {
        var (viewModel, recorder, flickr, store): (SearchViewModel?, _, _, _) = makeSUT()
        viewModel?.searchText.value = SearchFixtures.text
        let search = viewModel?.searchButtonTapped()
        await flickr.waitForSearchRequest()
        let recentListsShown = recorder.recentSearchesShown.count

        viewModel = nil
        await search?.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        // The spinner goes back to idle as the cancelled run ends; what a user could see of a search — a new list of
        // recent searches, a tip, the results — never comes.
        #expect(recorder.recentSearchesShown.count == recentListsShown)
        #expect(recorder.tips.isEmpty)
        #expect(recorder.results.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: results that arrive after the screen was released are neither shown, pushed nor recorded")
    func resultsArrivingAfterReleaseChangeNothing() async {
        var (viewModel, recorder, flickr, store): (SearchViewModel?, _, _, _) = makeSUT()
        viewModel?.searchText.value = SearchFixtures.text
        let search = viewModel?.searchButtonTapped()
        await flickr.waitForSearchRequest()

        viewModel = nil
        // The answer comes before the cancellation reaches the service: a late one, which no one acts on.
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(recorder.tips.isEmpty)
        #expect(recorder.results.isEmpty)
        #expect(store.writes.isEmpty)
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
}
