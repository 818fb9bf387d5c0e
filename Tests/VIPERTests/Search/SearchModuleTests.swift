import Model
import TestSupport
import Testing

@testable import VIPER

/// The search spec, proven on the module below the view: the presenter over its real interactor, with a recording view,
/// a recording router and a Flickr spy, completed by hand; the recent searches live in a recording store. The scenarios
/// are TestSupport's, the same MVP's presenter passes. ``SearchInteractorTests`` proves the interactor on its own. One
/// test builds the module as the app does and proves, with no window, that it is freed once its screen is released: its
/// three ways back are weak. The router's tests, written once for MVP and VIPER too, put it under a window and read the
/// module it pushes through its widgets; nothing else here has a widget.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchModuleTests: SearchSpec {
    private let scenarios = SearchPresenterScenarios(makeSUT: Self.makeSUT)
    private let routerScenarios = SearchRouterScenarios(makeSUT: SearchRouter.init)

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

    @Test("S8: the assembled module is freed when its screen is released")
    func assembledModuleIsFreedWhenItsScreenIsReleased() {
        #expect(LeakTracker.survivors(ofReleasedModule: { SearchModule.build(environment: .testing()) }).isEmpty)
    }

    @Test("S3: the router pushes the results module of the search it is given")
    func routerPushesTheResultsItIsGiven() async throws {
        try await routerScenarios.pushesTheResultsItIsGiven()
    }

    @Test("S7: the results the router pushes ask the router's Flickr service for their counts")
    func routerPushedResultsAskTheRoutersFlickrServiceForCounts() async throws {
        try await routerScenarios.pushedResultsAskTheRoutersFlickrServiceForCounts()
    }

    @Test("S8: the router does not keep the search screen alive")
    func routerDoesNotKeepTheSearchScreenAlive() {
        routerScenarios.doesNotKeepTheSearchScreenAlive()
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
        let interactor = SearchInteractor(flickr: flickr, recentSearches: RecentSearches(store: store))
        let presenter = SearchPresenter(interactor: interactor, router: router)
        let view = SearchViewRecorder<SearchViewState, RecentSearchRowState>()
        presenter.view = view
        interactor.output = presenter
        trackForLeaks(presenter, view, router)
        return (presenter, view, router, flickr)
    }
}

extension SearchPresenter: SearchPresenterInputs {}
extension SearchViewState: SearchViewStateProtocol {}
extension RecentSearchRowState: RecentSearchRowStateProtocol {}
extension SearchViewRecorder: SearchView where State == SearchViewState, RecentRow == RecentSearchRowState {}
extension SearchRouterRecorder: SearchRouting {}
extension SearchRouter: SearchRouterInputs {}
