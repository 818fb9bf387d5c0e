/// The results screen's paging (S10, S11, the change measured in every style), one requirement per behaviour.
///
/// Every style's paging suite conforms at the layer where its style proves behaviour, as for ``ResultsSpec``: MVC
/// through the controller and its widgets in a window, MVP on the presenter with a view spy, VIPER on the presenter
/// with an interactor spy, the MVVMs on the view model, Unidirectional with the test store. The list's last row
/// appearing is what reaches the end. Each requirement's documentation is its `@Test` name, the same in every suite,
/// and its data comes from ``ResultsFixtures``' pages; the Flickr spy answers later pages apart from searches and is
/// completed by hand.
@MainActor
public protocol PagingSpec {
    /// "S10: reaching the last row asks for the next page and says Loading more… until it arrives"
    func reachingTheEndLoadsTheNextPage() async throws

    /// "S10: the next page's photos are appended and the summary still reads the total"
    func nextPagePhotosAreAppended() async throws

    /// "S10: reaching the end again while a page loads asks for nothing more"
    func reachingTheEndAgainWhileAPageLoadsAsksForNothing() async throws

    /// "S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page"
    func shortPageAsksForTheNextPage() async throws

    /// "S10: with no more pages, reaching the end asks for nothing"
    func withNoMorePagesReachingTheEndAsksForNothing() async throws

    /// "S10: a failed page says Couldn't load more photos. and is asked again the next time the end is reached"
    func failedPageIsAskedAgainAtTheEnd() async throws

    /// "S10: the appended rows load their counts as they become visible"
    func appendedRowsLoadTheirCounts() async throws

    /// "S11: released while a page loads, the page request is cancelled and nothing more is shown"
    func releasedWhileAPageLoadsCancelsIt() async throws
}
