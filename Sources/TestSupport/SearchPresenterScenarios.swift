import Model
import Testing

/// The search spec (S1–S6, S8) written once for every presenter that passes it: MVP's presenter, and VIPER's
/// presenter over its real interactor.
///
/// A suite creates it with its own `makeSUT` — the presenter over a ``FlickrServiceSpy`` and the recent searches of
/// a store, with a ``SearchViewRecorder`` as its view and a ``SearchRouterRecorder`` as its router — and each of its
/// ``SearchSpec`` tests is one call to the scenario of the same name. The Flickr spy is completed by hand; every wait
/// is on the task the presenter returns.
@MainActor
public struct SearchPresenterScenarios<
    Presenter: SearchPresenterInputs, State: SearchViewStateProtocol, RecentRow: RecentSearchRowStateProtocol
> {
    /// A presenter under test and the doubles around it.
    public typealias SUT = (
        presenter: Presenter, view: SearchViewRecorder<State, RecentRow>, router: SearchRouterRecorder,
        flickr: FlickrServiceSpy
    )

    private let makeSUT: @MainActor (KeyValueStoreSpy) -> SUT

    /// Scenarios over the presenters `makeSUT` builds over a store.
    public init(makeSUT: @escaping @MainActor (_ store: KeyValueStoreSpy) -> SUT) {
        self.makeSUT = makeSUT
    }

    /// S1: after the row's text reaches the presenter, the last state enables Go exactly as the row says.
    public func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) {
        let (presenter, view, _, _) = makeSUT(KeyValueStoreSpy())
        presenter.viewDidLoad()

        presenter.searchTextChanged(row.text)

        #expect(view.states.last?.isGoEnabled == row.isGoEnabled)
    }

    /// S2: while the Flickr spy holds the search, the field has ended editing and the state is the loading one; the
    /// search is sent trimmed, and its end enables Go again.
    public func whileSearchingTheScreenShowsItIsLoading() async {
        let (presenter, view, _, flickr) = makeSUT(KeyValueStoreSpy())
        presenter.viewDidLoad()
        presenter.searchTextChanged(" \(SearchFixtures.text) ")

        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()

        #expect(view.endEditingCount == 1)
        #expect(view.states.last == State(isGoEnabled: false, isLoading: true))
        #expect(flickr.searchRequests == [SearchFixtures.text])
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()
        #expect(view.states.last == State(isGoEnabled: true, isLoading: false))
    }

    /// S3: the search is sent trimmed, and its results are routed to, with no tip.
    public func successShowsTheResults() async {
        let (presenter, view, router, flickr) = makeSUT(KeyValueStoreSpy())
        presenter.searchTextChanged("\(SearchFixtures.text)  ")

        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(router.resultsShown == [SearchFixtures.results])
        #expect(view.tips.isEmpty)
    }

    /// S4: after a success, the whole list of recent searches is shown again, the new one on top.
    public func successPutsTheSearchAtTheTopOfTheRecentSearches() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (presenter, view, _, flickr) = makeSUT(store)
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

    /// S4: a second presenter over the store a first one's search wrote shows that search.
    public func recentSearchesSurviveReopening() async {
        let store = KeyValueStoreSpy()
        let (first, _, _, flickr) = makeSUT(store)
        first.searchTextChanged(SearchFixtures.text)
        let search = first.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        let (presenter, view, _, _) = makeSUT(store)
        presenter.viewDidLoad()

        #expect(view.recentSearchesShown == [[SearchFixtures.recentRow]])
    }

    /// S5: selecting a recent search sets the field's text in code and runs the same search Go would.
    public func selectingARecentSearchRunsIt() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.results)
        let (presenter, view, router, flickr) = makeSUT(store)
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

    /// S5: the presenter refuses Go and a selection itself while a search runs (both return nil), and the selection
    /// does not even change the field.
    public func whileASearchRunsGoAndSelectionDoNothing() async {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (presenter, view, router, flickr) = makeSUT(store)
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

    /// S6: a failure ends the loading state, shows the service's message, and routes and records nothing.
    public func failureShowsTheServicesMessage(_ failure: ServiceFailure) async {
        let store = KeyValueStoreSpy()
        let (presenter, view, router, flickr) = makeSUT(store)
        presenter.searchTextChanged(SearchFixtures.text)

        let search = presenter.searchButtonTapped()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(failure.error))
        await search?.waitForEnd()

        #expect(view.states.last == State(isGoEnabled: true, isLoading: false))
        #expect(view.tips == [failure.message])
        #expect(router.resultsShown.isEmpty)
        #expect(store.writes.isEmpty)
    }

    /// S8: the presenter goes while the Flickr spy holds the search; waiting on the search it returned shows the
    /// request was cancelled and nothing followed.
    public func releasedMidSearchCancelsTheSearch() async {
        let store = KeyValueStoreSpy()
        var (presenter, view, router, flickr): (Presenter?, _, _, _) = makeSUT(store)
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

    /// S8: the presenter goes and Flickr's answer comes before the cancellation reaches it — a late answer, as a
    /// response already on its way would be: nothing is shown, pushed or recorded.
    public func lateAnswerAfterReleaseChangesNothing() async {
        let store = KeyValueStoreSpy()
        var (presenter, view, router, flickr): (Presenter?, _, _, _) = makeSUT(store)
        presenter?.searchTextChanged(SearchFixtures.text)
        let search = presenter?.searchButtonTapped()
        await flickr.waitForSearchRequest()
        let statesShown = view.states.count

        presenter = nil
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await search?.waitForEnd()

        #expect(view.states.count == statesShown)
        #expect(view.recentSearchesShown.isEmpty)
        #expect(router.resultsShown.isEmpty)
        #expect(store.writes.isEmpty)
    }
}
