import Model
import TestSupport
import Testing

@testable import VIPER

/// The search spec, proven on the presenter alone: a view spy stands in for the screen, a router spy for navigation and
/// an interactor spy, completed by hand, for the use case. Where a behaviour's name also claims the use case's share —
/// the query rule, what is recorded, a cancellation reaching the service — the test proves it first on the interactor
/// alone, with its service spies, as ``SearchInteractorTests`` does; the presenter's part comes second.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchPresenterTests: SearchSpec {
    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters", arguments: SearchFixtures.goRule)
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) {
        // The interactor: the rule makes a query of the text, or none.
        let (useCase, _, _) = makeInteractor()

        let query = useCase.query(for: row.text)

        #expect((query != nil) == row.isGoEnabled)

        // The presenter: Go is enabled while its interactor answers a query for the text.
        let (presenter, view, _, interactor) = makeSUT()
        interactor.queries[row.text] = query
        presenter.viewDidLoad()

        presenter.searchTextChanged(row.text)

        #expect(view.states.last?.isGoEnabled == row.isGoEnabled)
    }

    @Test("S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled")
    func whileSearchingTheScreenShowsItIsLoading() async {
        let (presenter, view, _, interactor) = makeSUT()
        interactor.takes(" \(SearchFixtures.text) ")
        presenter.viewDidLoad()
        presenter.searchTextChanged(" \(SearchFixtures.text) ")

        let search = presenter.searchButtonTapped()
        await interactor.waitForSearch()

        #expect(view.endEditingCount == 1)
        #expect(view.states.last == SearchViewState(isGoEnabled: false, isLoading: true))
        #expect(interactor.searchRequests == [SearchFixtures.text])
        interactor.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()
        #expect(view.states.last == SearchViewState(isGoEnabled: true, isLoading: false))
    }

    @Test("S3: success shows the results of the search, titled with its trimmed text")
    func successShowsTheResults() async throws {
        // The interactor: the query of the text sends it trimmed, and the service's results are reported.
        let (useCase, output, flickr) = makeInteractor()
        let query = try #require(useCase.query(for: "\(SearchFixtures.text)  "))

        let run = Task { await useCase.search(query) }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await run.waitForEnd()

        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(
            output.reports == [.searchSucceeded(SearchFixtures.results, recentRows: [SearchFixtures.recentRow.text])])

        // The presenter: the results its interactor reports are routed to, with no tip.
        let (presenter, view, router, interactor) = makeSUT()
        interactor.queries["\(SearchFixtures.text)  "] = query
        presenter.searchTextChanged("\(SearchFixtures.text)  ")

        let search = presenter.searchButtonTapped()
        await interactor.waitForSearch()
        interactor.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(interactor.searchRequests == [SearchFixtures.text])
        #expect(router.resultsShown == [SearchFixtures.results])
        #expect(view.tips.isEmpty)
    }

    @Test("S3: the same search run again, back from its results, shows them again")
    func sameSearchRunAgainShowsItsResultsAgain() async {
        let (presenter, _, router, interactor) = makeSUT()
        interactor.takes(SearchFixtures.text)
        presenter.searchTextChanged(SearchFixtures.text)
        let first = presenter.searchButtonTapped()
        await interactor.waitForSearch()
        interactor.completeSearch(with: .success(SearchFixtures.results))
        await first?.waitForEnd()

        // Back from the results the search screen is as it was left, so Go runs the same text again.
        let again = presenter.searchButtonTapped()
        await interactor.waitForSearch()
        interactor.completeSearch(with: .success(SearchFixtures.results))
        await again?.waitForEnd()

        #expect(interactor.searchRequests == [SearchFixtures.text, SearchFixtures.text])
        // A route equal to the last one is a route all the same: the results are pushed again.
        #expect(router.resultsShown == [SearchFixtures.results, SearchFixtures.results])
    }

    @Test("S4: success puts the search at the top of the recent searches, with its total and first thumbnail")
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async throws {
        // The interactor: a success is recorded on top of the earlier searches, and reported with all of them.
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (useCase, output, flickr) = makeInteractor(store: store)
        let earlier = useCase.allRecentSearches()
        let query = try #require(useCase.query(for: SearchFixtures.text))

        let run = Task { await useCase.search(query) }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await run.waitForEnd()

        let recorded = useCase.allRecentSearches()
        let rows = [SearchFixtures.recentRow.text, SearchFixtures.earlierRecentRow.text]
        #expect(recorded.map(\.rowText) == rows)
        #expect(output.reports == [.searchSucceeded(SearchFixtures.results, recentRows: rows)])

        // The presenter: the recent searches it opened with, then all those its interactor reports, each list whole.
        let (presenter, view, _, interactor) = makeSUT()
        interactor.takes(SearchFixtures.text)
        interactor.recentSearches = earlier
        presenter.viewDidLoad()

        presenter.searchTextChanged(SearchFixtures.text)
        let search = presenter.searchButtonTapped()
        await interactor.waitForSearch()
        interactor.recentSearches = recorded
        interactor.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(
            view.recentSearchesShown == [
                [rowState(SearchFixtures.earlierRecentRow)],
                [rowState(SearchFixtures.recentRow), rowState(SearchFixtures.earlierRecentRow)],
            ])
    }

    @Test("S4: recent searches survive reopening the screen")
    func recentSearchesSurviveReopening() async throws {
        // The interactor: a new one over the store a search was recorded in answers that search.
        let store = KeyValueStoreSpy()
        let (first, _, flickr) = makeInteractor(store: store)
        let query = try #require(first.query(for: SearchFixtures.text))
        let run = Task { await first.search(query) }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await run.waitForEnd()
        let (useCase, _, _) = makeInteractor(store: store)

        let recentSearches = useCase.allRecentSearches()

        #expect(recentSearches.map(\.rowText) == [SearchFixtures.recentRow.text])

        // The presenter: opening, it shows the recent searches its interactor answers.
        let (presenter, view, _, interactor) = makeSUT()
        interactor.recentSearches = recentSearches

        presenter.viewDidLoad()

        #expect(view.recentSearchesShown == [[rowState(SearchFixtures.recentRow)]])
    }

    @Test("S5: selecting a recent search fills the text and runs that search")
    func selectingARecentSearchRunsIt() async {
        let (presenter, view, router, interactor) = makeSUT()
        interactor.takes(SearchFixtures.text)
        interactor.recentSearches = [recentSearch(SearchFixtures.results)]
        presenter.viewDidLoad()

        let search = presenter.recentSearchSelected(at: 0)
        await interactor.waitForSearch()
        interactor.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(view.searchTextsSet == [SearchFixtures.text])
        #expect(view.endEditingCount == 1)
        #expect(interactor.searchRequests == [SearchFixtures.text])
        #expect(router.resultsShown == [SearchFixtures.results])
    }

    @Test("S5: while a search runs, Go and selecting a recent search do nothing")
    func whileASearchRunsGoAndSelectionDoNothing() async {
        let (presenter, view, router, interactor) = makeSUT()
        interactor.takes(SearchFixtures.text)
        interactor.takes(SearchFixtures.earlierText)
        interactor.recentSearches = [recentSearch(SearchFixtures.earlierResults)]
        presenter.viewDidLoad()
        presenter.searchTextChanged(SearchFixtures.text)
        let search = presenter.searchButtonTapped()
        await interactor.waitForSearch()

        let again = presenter.searchButtonTapped()
        let selected = presenter.recentSearchSelected(at: 0)
        interactor.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        // The presenter refuses both itself, and the selection does not even change the field: the use case keeps no
        // flag.
        #expect(again == nil)
        #expect(selected == nil)
        #expect(view.searchTextsSet.isEmpty)
        #expect(interactor.searchRequests == [SearchFixtures.text])
        #expect(router.resultsShown == [SearchFixtures.results])
    }

    @Test(
        "S6: failure stops loading, shows the service's message and enables Go again",
        arguments: SearchFixtures.failures)
    func failureShowsTheServicesMessage(_ failure: ServiceFailure) async {
        let (presenter, view, router, interactor) = makeSUT()
        interactor.takes(SearchFixtures.text)
        presenter.searchTextChanged(SearchFixtures.text)

        let search = presenter.searchButtonTapped()
        await interactor.waitForSearch()
        interactor.completeSearch(with: .failure(failure.error))
        await search?.waitForEnd()

        #expect(view.states.last == SearchViewState(isGoEnabled: true, isLoading: false))
        #expect(view.tips == [failure.message])
        #expect(view.recentSearchesShown.isEmpty)
        #expect(router.resultsShown.isEmpty)
    }

    @Test("S8: released mid-search, the search is cancelled: nothing is shown, pushed or recorded")
    func releasedMidSearchCancelsTheSearch() async throws {
        // The interactor: its search cancelled mid-request cancels the service's request, and reports and records
        // nothing.
        let store = KeyValueStoreSpy()
        let (useCase, output, flickr) = makeInteractor(store: store)
        let query = try #require(useCase.query(for: SearchFixtures.text))
        let run = Task { await useCase.search(query) }
        await flickr.waitForSearchRequest()

        run.cancel()
        await run.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(output.reports.isEmpty)
        #expect(store.writes.isEmpty)

        // The presenter: released mid-search, it cancels the search it owns, and nothing more is shown or pushed.
        var (presenter, view, router, interactor): (SearchPresenter?, _, _, _) = makeSUT()
        interactor.takes(SearchFixtures.text)
        presenter?.searchTextChanged(SearchFixtures.text)
        let search = presenter?.searchButtonTapped()
        await interactor.waitForSearch()
        let statesShown = view.states.count

        presenter = nil
        await search?.waitForEnd()

        #expect(interactor.cancelledSearches == [SearchFixtures.text])
        #expect(view.states.count == statesShown)
        #expect(view.tips.isEmpty)
        #expect(router.resultsShown.isEmpty)
    }

    @Test("N2: opened with a link's text, the screen shows it and searches it as Go would")
    func openedWithATextSearchesItAsGoWould() async {
        let (presenter, view, router, interactor) = makeSUT(text: LinkFixtures.searchText)
        interactor.takes(LinkFixtures.searchText)

        let search = presenter.viewDidLoad()
        await interactor.waitForSearch()

        #expect(view.searchTextsSet == [LinkFixtures.searchText])
        #expect(view.endEditingCount == 1)
        #expect(view.states.last == SearchViewState(isGoEnabled: false, isLoading: true))
        #expect(interactor.searchRequests == [LinkFixtures.searchText])
        interactor.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()
        #expect(router.resultsShown == [SearchFixtures.results])
        #expect(view.states.last == SearchViewState(isGoEnabled: true, isLoading: false))
    }

    @Test("N5: opened with a text of three characters or fewer, the screen shows it and searches nothing")
    func openedWithAShortTextSearchesNothing() {
        // The interactor: the rule makes no query of the text.
        let (useCase, _, _) = makeInteractor()

        let query = useCase.query(for: LinkFixtures.shortSearchText)

        #expect(query == nil)

        // The presenter: with no query for the text, it shows the text and sends no command.
        let (presenter, view, _, interactor) = makeSUT(text: LinkFixtures.shortSearchText)
        interactor.queries[LinkFixtures.shortSearchText] = query

        let search = presenter.viewDidLoad()

        #expect(search == nil)
        #expect(view.searchTextsSet == [LinkFixtures.shortSearchText])
        #expect(view.states == [SearchViewState(isGoEnabled: false, isLoading: false)])
        #expect(interactor.searchRequests.isEmpty)
    }

    // MARK: - Private

    /// The presenter with its doubles, opened with `text` ("" as a screen the user opens), wired as the module wires
    /// the real roles: the presenter is its interactor's output.
    private func makeSUT(text: String = "") -> (
        presenter: SearchPresenter, view: SearchViewSpy, router: SearchRouterSpy, interactor: SearchInteractorSpy
    ) {
        let interactor = SearchInteractorSpy()
        let router = SearchRouterSpy()
        let presenter = SearchPresenter(interactor: interactor, router: router, text: text)
        let view = SearchViewSpy()
        presenter.view = view
        interactor.output = presenter
        trackForLeaks(presenter, view, router, interactor)
        return (presenter, view, router, interactor)
    }

    /// The use case alone over a Flickr spy and the recent searches of `store`, reporting to an output spy: the
    /// interactor's share of a behaviour.
    private func makeInteractor(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (interactor: SearchInteractor, output: SearchInteractorOutputSpy, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let interactor = SearchInteractor(flickr: flickr, recentSearches: RecentSearches(store: store))
        let output = SearchInteractorOutputSpy()
        interactor.output = output
        trackForLeaks(interactor, output)
        return (interactor, output, flickr)
    }

    /// The recent search `results` make, as the use case records it.
    private func recentSearch(_ results: FlickrSearchResults) -> RecentSearch {
        RecentSearch(
            text: results.searchString, totalResults: results.totalResults,
            thumbnailURL: results.photos.first?.thumbnailURL)
    }

    /// The row the presenter must display for a fixture's recent search.
    private func rowState(_ row: SearchFixtures.RecentRow) -> RecentSearchRowState {
        RecentSearchRowState(text: row.text, thumbnailURL: row.thumbnailURL)
    }
}
