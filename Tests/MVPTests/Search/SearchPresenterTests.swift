import Model
import TestSupport
import Testing

@testable import MVP

/// The search spec, proven on the presenter alone: a recording view stands in for the screen, a recording router for
/// navigation and a Flickr spy, completed by hand, for the service; the recent searches live in a recording store.
/// The scenarios are TestSupport's, written once for MVP and VIPER; this suite builds MVP's presenter for them. No
/// HeadlessUI here.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchPresenterTests: SearchSpec {
    private let scenarios = SearchPresenterScenarios(makeSUT: Self.makeSUT)

    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters", arguments: SearchFixtures.goRule)
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) {
        scenarios.goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(row)
    }

    @Test("S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled")
    func whileSearchingTheScreenShowsItIsLoading() async {
        await scenarios.whileSearchingTheScreenShowsItIsLoading()
    }

    @Test("S3: success shows the results of the search, titled with its trimmed text")
    func successShowsTheResults() async {
        await scenarios.successShowsTheResults()
    }

    @Test("S4: success puts the search at the top of the recent searches, with its total and first thumbnail")
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async {
        await scenarios.successPutsTheSearchAtTheTopOfTheRecentSearches()
    }

    @Test("S4: recent searches survive reopening the screen")
    func recentSearchesSurviveReopening() async {
        await scenarios.recentSearchesSurviveReopening()
    }

    @Test("S5: selecting a recent search fills the text and runs that search")
    func selectingARecentSearchRunsIt() async {
        await scenarios.selectingARecentSearchRunsIt()
    }

    @Test("S5: while a search runs, Go and selecting a recent search do nothing")
    func whileASearchRunsGoAndSelectionDoNothing() async {
        await scenarios.whileASearchRunsGoAndSelectionDoNothing()
    }

    @Test(
        "S6: failure stops loading, shows the service's message and enables Go again",
        arguments: SearchFixtures.failures)
    func failureShowsTheServicesMessage(_ failure: ServiceFailure) async {
        await scenarios.failureShowsTheServicesMessage(failure)
    }

    @Test("S8: released mid-search, the search is cancelled: nothing is shown, pushed or recorded")
    func releasedMidSearchCancelsTheSearch() async {
        await scenarios.releasedMidSearchCancelsTheSearch()
    }

    @Test("S8: an answer that comes after the screen was released is dropped: nothing is shown, pushed or recorded")
    func lateAnswerAfterReleaseChangesNothing() async {
        await scenarios.lateAnswerAfterReleaseChangesNothing()
    }

    @Test("S8: the presenter holds its screen weakly: a released screen is freed while the presenter lives")
    func presenterHoldsItsScreenWeakly() {
        // The recording screen is dropped at once: only the presenter could keep it, as it would keep the screen that
        // owns it in a cycle.
        let (presenter, _, _, _) = Self.makeSUT(store: KeyValueStoreSpy())

        #expect(presenter.view == nil)
    }

    // MARK: - Private

    private static func makeSUT(
        store: KeyValueStoreSpy
    ) -> (
        presenter: SearchPresenter, view: SearchViewRecorder<SearchViewState, RecentSearchRowState>,
        router: SearchRouterRecorder, flickr: FlickrServiceSpy
    ) {
        let flickr = FlickrServiceSpy()
        let router = SearchRouterRecorder()
        let presenter = SearchPresenter(flickr: flickr, recentSearches: RecentSearches(store: store), router: router)
        let view = SearchViewRecorder<SearchViewState, RecentSearchRowState>()
        presenter.view = view
        trackForLeaks(presenter, view, router)
        return (presenter, view, router, flickr)
    }
}

extension SearchPresenter: SearchPresenterInputs {}
extension SearchViewState: SearchViewStateProtocol {}
extension RecentSearchRowState: RecentSearchRowStateProtocol {}
extension SearchViewRecorder: SearchView where State == SearchViewState, RecentRow == RecentSearchRowState {}
extension SearchRouterRecorder: SearchRouting {}
