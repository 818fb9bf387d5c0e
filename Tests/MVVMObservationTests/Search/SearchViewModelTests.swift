import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// The search spec, proven on the view model alone: its outputs (its route among them) are read after each input,
/// tracked reads show the screen would learn of each change, and a Flickr spy, completed by hand, stands in for the
/// service; the recent searches live in a recording store. No HeadlessUI here — Observation alone is all a view model
/// needs to be tested.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchViewModelTests: SearchSpec {
    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters", arguments: SearchFixtures.goRule)
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) {
        let (viewModel, _, _) = makeSUT()
        viewModel.viewDidLoad()

        viewModel.searchTextChanged(row.text)

        #expect(viewModel.isGoEnabled == row.isGoEnabled)
    }

    @Test("S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled")
    func whileSearchingTheScreenShowsItIsLoading() async {
        let (viewModel, flickr, _) = makeSUT()
        viewModel.viewDidLoad()
        viewModel.searchTextChanged(" \(SearchFixtures.text) ")
        // Each output on its own, as a screen may read any one of them alone.
        let keyboard = TrackedRead { viewModel.endEditingRequested }
        let spinner = TrackedRead { viewModel.isLoading }
        let button = TrackedRead { viewModel.isGoEnabled }

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()

        #expect(viewModel.endEditingRequested)
        #expect(viewModel.isLoading)
        #expect(!viewModel.isGoEnabled)
        #expect(keyboard.changeIsAnnounced)
        #expect(spinner.changeIsAnnounced)
        #expect(button.changeIsAnnounced)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()
        #expect(!viewModel.isLoading)
        #expect(viewModel.isGoEnabled)
    }

    @Test("S3: success shows the results of the search, titled with its trimmed text")
    func successShowsTheResults() async {
        let (viewModel, flickr, _) = makeSUT()
        viewModel.searchTextChanged("\(SearchFixtures.text)  ")

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        let screen = TrackedRead { viewModel.route }
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(viewModel.route == .results(SearchFixtures.results))
        #expect(screen.changeIsAnnounced)
        #expect(viewModel.tip == nil)
    }

    @Test("S3: the same search run again, back from its results, shows them again")
    func sameSearchRunAgainShowsItsResultsAgain() async {
        let (viewModel, flickr, _) = makeSUT()
        viewModel.searchTextChanged(SearchFixtures.text)
        let first = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await first?.waitForEnd()
        viewModel.routeFollowed()
        let screen = TrackedRead { viewModel.route }

        let again = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await again?.waitForEnd()

        // A route equal to the one followed before is a new one to follow, announced like any other.
        #expect(flickr.searchRequests == [SearchFixtures.text, SearchFixtures.text])
        #expect(viewModel.route == .results(SearchFixtures.results))
        #expect(screen.changeIsAnnounced)
    }

    @Test("S4: success puts the search at the top of the recent searches, with its total and first thumbnail")
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (viewModel, flickr, _) = makeSUT(store: store)
        viewModel.viewDidLoad()
        let rowsBefore = recentRows(of: viewModel)

        viewModel.searchTextChanged(SearchFixtures.text)
        let list = TrackedRead { viewModel.recentRows }
        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(rowsBefore == [SearchFixtures.earlierRecentRow])
        #expect(recentRows(of: viewModel) == [SearchFixtures.recentRow, SearchFixtures.earlierRecentRow])
        #expect(list.changeIsAnnounced)
    }

    @Test("S4: recent searches survive reopening the screen")
    func recentSearchesSurviveReopening() async {
        let store = KeyValueStoreSpy()
        let (first, flickr, _) = makeSUT(store: store)
        first.searchTextChanged(SearchFixtures.text)
        let search = first.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        let (viewModel, _, _) = makeSUT(store: store)
        viewModel.viewDidLoad()

        #expect(recentRows(of: viewModel) == [SearchFixtures.recentRow])
    }

    @Test("S5: selecting a recent search fills the text and runs that search")
    func selectingARecentSearchRunsIt() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.results)
        let (viewModel, flickr, _) = makeSUT(store: store)
        viewModel.viewDidLoad()

        let search = viewModel.recentSearchSelected(at: 0)
        await flickr.waitForSearchRequest()
        let textWhileSearching = viewModel.text
        let endEditingRequested = viewModel.endEditingRequested
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(textWhileSearching == SearchFixtures.text)
        #expect(endEditingRequested)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(viewModel.route == .results(SearchFixtures.results))
    }

    @Test("S5: while a search runs, Go and selecting a recent search do nothing")
    func whileASearchRunsGoAndSelectionDoNothing() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (viewModel, flickr, _) = makeSUT(store: store)
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
        #expect(viewModel.text == SearchFixtures.text)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(viewModel.route == .results(SearchFixtures.results))
    }

    @Test(
        "S6: failure stops loading, shows the service's message and enables Go again",
        arguments: SearchFixtures.failures)
    func failureShowsTheServicesMessage(_ failure: ServiceFailure) async {
        let (viewModel, flickr, store) = makeSUT()
        viewModel.searchTextChanged(SearchFixtures.text)

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        let spinner = TrackedRead { viewModel.isLoading }
        let button = TrackedRead { viewModel.isGoEnabled }
        let toast = TrackedRead { viewModel.tip }
        flickr.completeSearch(with: .failure(failure.error))
        await search?.waitForEnd()

        #expect(!viewModel.isLoading)
        #expect(spinner.changeIsAnnounced)
        #expect(viewModel.isGoEnabled)
        #expect(button.changeIsAnnounced)
        #expect(viewModel.tip == failure.message)
        #expect(toast.changeIsAnnounced)
        #expect(viewModel.route == nil)
        #expect(store.writes.isEmpty)
    }

    @Test("S6: a tip stays until the screen has shown it, and the same failure again brings it back")
    func tipStaysUntilShownAndComesBack() async {
        let (viewModel, flickr, _) = makeSUT()
        viewModel.searchTextChanged(SearchFixtures.text)
        await failSearch(of: viewModel, on: flickr)
        let tipBeforeShown = viewModel.tip

        viewModel.tipShown()
        let tipAfterShown = viewModel.tip
        let screen = TrackedRead { viewModel.tip }
        await failSearch(of: viewModel, on: flickr)

        #expect(tipBeforeShown == "Flickr answered HTTP 500.")
        #expect(tipAfterShown == nil)
        #expect(viewModel.tip == "Flickr answered HTTP 500.")
        #expect(screen.changeIsAnnounced)
    }

    @Test("S8: released mid-search, the search is cancelled: nothing is shown, pushed or recorded")
    func releasedMidSearchCancelsTheSearch() async {
        let (search, flickr, store, screen) = await searchReleasedMidRequest()

        await search?.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(!screen.changeIsAnnounced)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: results that come after the release are dropped: nothing is shown, pushed or recorded")
    func resultsAfterTheReleaseAreDropped() async {
        let (search, flickr, store, screen) = await searchReleasedMidRequest()

        // The cancellation reaches the spy after a hop: these results are already on their way, as Flickr's can be.
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(!screen.changeIsAnnounced)
        #expect(store.writes.isEmpty)
    }

    @Test("N2: in the app, a search's results reach the app, and the screen is asked to push nothing")
    func successInTheAppReachesTheApp() async {
        let (viewModel, flickr, _) = makeSUT()
        let navigator = AppNavigatorSpy()
        viewModel.navigator = navigator
        viewModel.searchTextChanged(SearchFixtures.text)

        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(navigator.events == [.searchSucceeded(SearchFixtures.results)])
        #expect(navigator.reporters.first === viewModel)
        #expect(viewModel.route == nil)
        #expect(recentRows(of: viewModel) == [SearchFixtures.recentRow])
        #expect(!viewModel.isLoading)
    }

    // MARK: - Private

    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (viewModel: SearchViewModel, flickr: FlickrServiceSpy, store: KeyValueStoreSpy) {
        let flickr = FlickrServiceSpy()
        let viewModel = SearchViewModel(flickr: flickr, recentSearches: RecentSearches(store: store))
        trackForLeaks(viewModel)
        return (viewModel, flickr, store)
    }

    /// A search started and waiting on Flickr, then its view model released as a closed screen releases it: the
    /// search, still running, and what would show anything the release leaves behind.
    private func searchReleasedMidRequest() async -> (
        search: Task<Void, Never>?, flickr: FlickrServiceSpy, store: KeyValueStoreSpy, screen: TrackedRead
    ) {
        var (viewModel, flickr, store): (SearchViewModel?, _, _) = makeSUT()
        viewModel?.searchTextChanged(SearchFixtures.text)
        let search = viewModel?.searchButtonTapped()
        await flickr.waitForSearchRequest()
        let screen = TrackedRead { (viewModel?.isLoading, viewModel?.recentRows, viewModel?.tip, viewModel?.route) }
        viewModel = nil
        return (search, flickr, store, screen)
    }

    /// The recent searches the view model shows, as the shared fixtures write them.
    private func recentRows(of viewModel: SearchViewModel) -> [SearchFixtures.RecentRow] {
        viewModel.recentRows.map { SearchFixtures.RecentRow(text: $0.text, thumbnailURL: $0.thumbnailURL) }
    }

    /// Taps Go and lets the service fail with HTTP 500.
    private func failSearch(of viewModel: SearchViewModel, on flickr: FlickrServiceSpy) async {
        let search = viewModel.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await search?.waitForEnd()
    }
}
