import Model
import TestSupport
import Testing

@testable import MVP

/// The search spec, proven on the presenter alone: a view spy stands in for the screen, a router spy for navigation
/// and a Flickr spy, completed by hand, for the service; the recent searches live in a store spy. No HeadlessUI here.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchPresenterTests: SearchSpec {
    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters", arguments: SearchFixtures.goRule)
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) {
        let (presenter, view, _, _) = makeSUT()
        presenter.viewDidLoad()

        presenter.searchTextChanged(row.text)

        #expect(view.states.last?.isGoEnabled == row.isGoEnabled)
    }

    @Test("S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled")
    func whileSearchingTheScreenShowsItIsLoading() async {
        let (presenter, view, _, flickr) = makeSUT()
        presenter.viewDidLoad()
        presenter.searchTextChanged(" \(SearchFixtures.text) ")

        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()

        #expect(view.endEditingCount == 1)
        #expect(view.states.last == SearchViewState(isGoEnabled: false, isLoading: true))
        #expect(flickr.searchRequests == [SearchFixtures.text])
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()
        #expect(view.states.last == SearchViewState(isGoEnabled: true, isLoading: false))
    }

    @Test("S3: success shows the results of the search, titled with its trimmed text")
    func successShowsTheResults() async {
        let (presenter, view, router, flickr) = makeSUT()
        presenter.searchTextChanged("\(SearchFixtures.text)  ")

        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(router.resultsShown == [SearchFixtures.results])
        #expect(view.tips.isEmpty)
    }

    @Test("S3: the same search run again, back from its results, shows them again")
    func sameSearchRunAgainShowsItsResultsAgain() async {
        let (presenter, _, router, flickr) = makeSUT()
        presenter.searchTextChanged(SearchFixtures.text)
        let first = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await first?.waitForEnd()

        // Back from the results the search screen is as it was left, so Go runs the same text again.
        let again = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await again?.waitForEnd()

        #expect(flickr.searchRequests == [SearchFixtures.text, SearchFixtures.text])
        // A route equal to the last one is a route all the same: the results are pushed again.
        #expect(router.resultsShown == [SearchFixtures.results, SearchFixtures.results])
    }

    @Test("S4: success puts the search at the top of the recent searches, with its total and first thumbnail")
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (presenter, view, _, flickr) = makeSUT(store: store)
        presenter.viewDidLoad()

        presenter.searchTextChanged(SearchFixtures.text)
        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(
            view.recentSearchesShown == [
                [rowState(SearchFixtures.earlierRecentRow)],
                [rowState(SearchFixtures.recentRow), rowState(SearchFixtures.earlierRecentRow)],
            ])
    }

    @Test("S4: recent searches survive reopening the screen")
    func recentSearchesSurviveReopening() async {
        let store = KeyValueStoreSpy()
        let (first, _, _, flickr) = makeSUT(store: store)
        first.searchTextChanged(SearchFixtures.text)
        let search = first.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        let (presenter, view, _, _) = makeSUT(store: store)
        presenter.viewDidLoad()

        #expect(view.recentSearchesShown == [[rowState(SearchFixtures.recentRow)]])
    }

    @Test("S5: selecting a recent search fills the text and runs that search")
    func selectingARecentSearchRunsIt() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.results)
        let (presenter, view, router, flickr) = makeSUT(store: store)
        presenter.viewDidLoad()

        let search = presenter.recentSearchSelected(at: 0)
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(view.searchTextsSet == [SearchFixtures.text])
        #expect(view.endEditingCount == 1)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(router.resultsShown == [SearchFixtures.results])
    }

    @Test("S5: while a search runs, Go and selecting a recent search do nothing")
    func whileASearchRunsGoAndSelectionDoNothing() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (presenter, view, router, flickr) = makeSUT(store: store)
        presenter.viewDidLoad()
        presenter.searchTextChanged(SearchFixtures.text)
        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()

        let again = presenter.searchButtonTapped()
        let selected = presenter.recentSearchSelected(at: 0)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        // The presenter refuses both itself, and the selection does not even change the field.
        #expect(again == nil)
        #expect(selected == nil)
        #expect(view.searchTextsSet.isEmpty)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(router.resultsShown == [SearchFixtures.results])
    }

    @Test(
        "S6: failure stops loading, shows the service's message and enables Go again",
        arguments: SearchFixtures.failures)
    func failureShowsTheServicesMessage(_ failure: ServiceFailure) async {
        let store = KeyValueStoreSpy()
        let (presenter, view, router, flickr) = makeSUT(store: store)
        presenter.searchTextChanged(SearchFixtures.text)

        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(failure.error))
        await search?.waitForEnd()

        #expect(view.states.last == SearchViewState(isGoEnabled: true, isLoading: false))
        #expect(view.tips == [failure.message])
        #expect(router.resultsShown.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: released mid-search, the search is cancelled: nothing is shown, pushed or recorded")
    func releasedMidSearchCancelsTheSearch() async {
        let store = KeyValueStoreSpy()
        var (presenter, view, router, flickr): (SearchPresenter?, _, _, _) = makeSUT(store: store)
        presenter?.searchTextChanged(SearchFixtures.text)
        let search = presenter?.searchButtonTapped()
        await flickr.waitForSearchRequest()
        let statesShown = view.states.count

        presenter = nil
        await search?.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(view.states.count == statesShown)
        #expect(view.tips.isEmpty)
        #expect(router.resultsShown.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: an answer that comes after the screen was released is dropped: nothing is shown, pushed or recorded")
    func lateAnswerAfterReleaseChangesNothing() async {
        let store = KeyValueStoreSpy()
        var (presenter, view, router, flickr): (SearchPresenter?, _, _, _) = makeSUT(store: store)
        presenter?.searchTextChanged(SearchFixtures.text)
        let search = presenter?.searchButtonTapped()
        await flickr.waitForSearchRequest()
        let statesShown = view.states.count

        presenter = nil
        // The cancellation reaches the spy after a hop: this answer is already on its way, as a server's can be.
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(view.states.count == statesShown)
        #expect(view.recentSearchesShown.isEmpty)
        #expect(router.resultsShown.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: the presenter holds its screen weakly: a released screen is freed while the presenter lives")
    func presenterHoldsItsScreenWeakly() {
        // The view spy is dropped at once: only the presenter could keep it, as it would keep the screen that owns it
        // in a cycle.
        let (presenter, _, _, _) = makeSUT()

        #expect(presenter.view == nil)
    }

    @Test("N2: opened with a link's text, the screen shows it and searches it as Go would")
    func openedWithATextSearchesItAsGoWould() async {
        let (presenter, view, router, flickr) = makeSUT(text: LinkFixtures.searchText)

        let search = presenter.viewDidLoad()
        await flickr.waitForSearchRequest()

        #expect(view.searchTextsSet == [LinkFixtures.searchText])
        #expect(view.endEditingCount == 1)
        #expect(view.states.last == SearchViewState(isGoEnabled: false, isLoading: true))
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()
        #expect(router.resultsShown == [SearchFixtures.results])
        #expect(view.states.last == SearchViewState(isGoEnabled: true, isLoading: false))
    }

    @Test("N5: opened with a text of three characters or fewer, the screen shows it and searches nothing")
    func openedWithAShortTextSearchesNothing() {
        let (presenter, view, _, flickr) = makeSUT(text: LinkFixtures.shortSearchText)

        let search = presenter.viewDidLoad()

        #expect(search == nil)
        #expect(view.searchTextsSet == [LinkFixtures.shortSearchText])
        #expect(view.states == [SearchViewState(isGoEnabled: false, isLoading: false)])
        #expect(flickr.searchRequests.isEmpty)
    }

    // MARK: - Private

    /// The presenter over its spies, opened with `text` ("" as a screen the user opens).
    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy(),
        text: String = ""
    ) -> (presenter: SearchPresenter, view: SearchViewSpy, router: SearchRouterSpy, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let router = SearchRouterSpy()
        let presenter = SearchPresenter(
            flickr: flickr, recentSearches: RecentSearches(store: store), router: router, text: text)
        let view = SearchViewSpy()
        presenter.view = view
        trackForLeaks(presenter, view, router)
        return (presenter, view, router, flickr)
    }

    /// The row the presenter must display for a fixture's recent search.
    private func rowState(_ row: SearchFixtures.RecentRow) -> RecentSearchRowState {
        RecentSearchRowState(text: row.text, thumbnailURL: row.thumbnailURL)
    }
}
