import TestSupport
import Testing

@testable import MVP

/// The paging spec, proven on the presenter alone, as the rest of the results spec is: the last row appearing reaches
/// the end, a recording view stands in for the screen and the Flickr spy answers pages and counts by hand. The
/// scenarios are TestSupport's, written once for MVP and VIPER, over the presenter ``ResultsPresenterTests`` builds.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsPresenterPagingTests: PagingSpec {
    private let scenarios = ResultsPresenterScenarios(makeSUT: ResultsPresenterTests.makeSUT)

    @Test("S10: reaching the last row asks for the next page and says Loading more… until it arrives")
    func reachingTheEndLoadsTheNextPage() async {
        await scenarios.reachingTheEndLoadsTheNextPage()
    }

    @Test("S10: the next page's photos are appended and the summary still reads the total")
    func nextPagePhotosAreAppended() async {
        await scenarios.nextPagePhotosAreAppended()
    }

    @Test("S10: reaching the end again while a page loads asks for nothing more")
    func reachingTheEndAgainWhileAPageLoadsAsksForNothing() async {
        await scenarios.reachingTheEndAgainWhileAPageLoadsAsksForNothing()
    }

    @Test("S10: a page that leaves the list shorter than the screen shows its last row, which asks for the next page")
    func shortPageAsksForTheNextPage() async {
        await scenarios.shortPageAsksForTheNextPage()
    }

    @Test("S10: with no more pages, reaching the end asks for nothing")
    func withNoMorePagesReachingTheEndAsksForNothing() async {
        await scenarios.withNoMorePagesReachingTheEndAsksForNothing()
    }

    @Test("S10: a failed page says Couldn't load more photos. and is asked again the next time the end is reached")
    func failedPageIsAskedAgainAtTheEnd() async {
        await scenarios.failedPageIsAskedAgainAtTheEnd()
    }

    @Test("S10: the appended rows load their counts as they become visible")
    func appendedRowsLoadTheirCounts() async {
        await scenarios.appendedRowsLoadTheirCounts()
    }

    @Test("S11: released while a page loads, the page request is cancelled and nothing more is shown")
    func releasedWhileAPageLoadsCancelsIt() async {
        await scenarios.releasedWhileAPageLoadsCancelsIt()
    }
}
