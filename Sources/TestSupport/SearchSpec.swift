/// The search screen's behaviours (S1–S6, S8), one requirement per behaviour.
///
/// Every style's search suite conforms at the layer where its style proves behaviour — MVC through the controller and
/// its widgets in a window, MVP on the presenter with a view spy, VIPER on the presenter with an interactor spy, the
/// MVVMs on the view model, Unidirectional with the test store — so a behaviour missing or renamed in one style does
/// not compile. Each requirement's documentation is its `@Test` name, the same in every suite (`.ci/parallel-check`
/// compares them), and its data comes from ``SearchFixtures``; the Flickr spy is completed by hand.
@MainActor
public protocol SearchSpec {
    /// "S1: Go is enabled exactly when the trimmed text has more than 3 characters"
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) async throws

    /// "S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled"
    func whileSearchingTheScreenShowsItIsLoading() async throws

    /// "S3: success shows the results of the search, titled with its trimmed text"
    func successShowsTheResults() async throws

    /// "S3: the same search run again, back from its results, shows them again"
    func sameSearchRunAgainShowsItsResultsAgain() async throws

    /// "S4: success puts the search at the top of the recent searches, with its total and first thumbnail"
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async throws

    /// "S4: recent searches survive reopening the screen"
    func recentSearchesSurviveReopening() async throws

    /// "S5: selecting a recent search fills the text and runs that search"
    func selectingARecentSearchRunsIt() async throws

    /// "S5: while a search runs, Go and selecting a recent search do nothing"
    func whileASearchRunsGoAndSelectionDoNothing() async throws

    /// "S6: failure stops loading, shows the service's message and enables Go again"
    func failureShowsTheServicesMessage(_ failure: ServiceFailure) async throws

    /// "S8: released mid-search, the search is cancelled: nothing is shown, pushed or recorded"
    func releasedMidSearchCancelsTheSearch() async throws
}
