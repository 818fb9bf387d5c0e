import Model
import TestSupport
import Testing

@testable import MVP

/// The search spec, proven on the presenter alone: a view spy stands in for the screen, a router spy for
/// navigation and a Flickr spy, completed by hand, for the service; the recent searches live in a recording store.
/// No HeadlessUI here.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchPresenterTests: SearchSpec {
    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters", arguments: SearchFixtures.goRule)
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) {
        let (presenter, view, _, _, _) = makeSUT()
        presenter.viewDidLoad()

        presenter.searchTextChanged(row.text)

        #expect(view.states.last?.isGoEnabled == row.isGoEnabled)
    }

    @Test("S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled")
    func whileSearchingTheScreenShowsItIsLoading() async {
        let (presenter, view, _, flickr, _) = makeSUT()
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
        let (presenter, view, router, flickr, _) = makeSUT()
        presenter.searchTextChanged("\(SearchFixtures.text)  ")

        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(router.resultsShown == [SearchFixtures.results])
        #expect(view.tips.isEmpty)
    }

    @Test("S4: success puts the search at the top of the recent searches, with its total and first thumbnail")
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (presenter, view, _, flickr, _) = makeSUT(store: store)
        presenter.viewDidLoad()

        presenter.searchTextChanged(SearchFixtures.text)
        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(
            view.recentSearchesShown == [
                [SearchFixtures.earlierRecentRow], [SearchFixtures.recentRow, SearchFixtures.earlierRecentRow],
            ])
    }

    @Test("S4: recent searches survive reopening the screen")
    func recentSearchesSurviveReopening() async {
        let store = KeyValueStoreSpy()
        let (first, _, _, flickr, _) = makeSUT(store: store)
        first.searchTextChanged(SearchFixtures.text)
        let search = first.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        let (presenter, view, _, _, _) = makeSUT(store: store)
        presenter.viewDidLoad()

        #expect(view.recentSearchesShown == [[SearchFixtures.recentRow]])
    }

    @Test("S5: selecting a recent search fills the text and runs that search")
    func selectingARecentSearchRunsIt() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.results)
        let (presenter, view, router, flickr, _) = makeSUT(store: store)
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
        let (presenter, view, router, flickr, _) = makeSUT(store: store)
        presenter.viewDidLoad()
        presenter.searchTextChanged(SearchFixtures.text)
        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()

        let again = presenter.searchButtonTapped()
        let selected = presenter.recentSearchSelected(at: 0)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

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
        let (presenter, view, router, flickr, store) = makeSUT()
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
        var (presenter, view, router, flickr, store): (SearchPresenter?, _, _, _, _) = makeSUT()
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

    // MARK: - Private

    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (
        presenter: SearchPresenter, view: SearchViewSpy, router: SearchRouterSpy, flickr: FlickrServiceSpy,
        store: KeyValueStoreSpy
    ) {
        let flickr = FlickrServiceSpy()
        let router = SearchRouterSpy()
        let presenter = SearchPresenter(flickr: flickr, recentSearches: RecentSearches(store: store), router: router)
        let view = SearchViewSpy()
        presenter.view = view
        trackForLeaks(presenter, view, router)
        return (presenter, view, router, flickr, store)
    }
}
