import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// What this style adds inside a pass: a pass that starts work changing what it reads must read that after starting it.
/// Observation tracks a pass once it has run, so a change the pass itself makes to something it already read is never
/// announced. The results screen's pass inserts a page's rows, which may show a short page's own last row and so ask
/// for the next page at once: it reads what the end of the list says only after. The order lives in the controller,
/// so it is proven through the widgets of a window; Flickr answers pages and counts by hand.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct UpdatePassOrderTests {
    @Test("S10: a page whose last row shows at once asks for the next one, and the end says Loading more… meanwhile")
    func shortPageShowingItsLastRowSaysLoadingMore() async throws {
        let flickr = FlickrServiceSpy()
        let window = open(Self.pages[0], on: flickr)
        await flickr.waitForPageRequest()
        await answerCounts(on: flickr)

        // The second page's one row shows as the pass inserts it, and asks for the third page from inside that pass.
        flickr.completePage(with: .success(Self.pages[1]))
        async let settled: Void = window.settle()
        await flickr.waitForPageRequest()
        let moreWhileTheThirdPageLoads = try window.label("results.more").text
        await answerCounts(on: flickr)
        flickr.completePage(with: .success(Self.pages[2]))
        await answerCounts(on: flickr)
        await settled

        #expect(moreWhileTheThirdPageLoads == ResultsTexts.loadingMore)
        #expect(flickr.pageRequests.map(\.page) == [2, 3])
        #expect(try window.list("results.list").numberOfRows == 3)
        #expect(try window.label("results.more").isHidden)
    }

    // MARK: - Private

    /// A search for "dogs" that Flickr answers one photo a page, three pages in all: each page's only row is its last.
    private static let pages = (1...3).map { page in
        FlickrSearchResults.sample("dogs", count: 1, totalResults: 3, firstID: page, page: page, pages: 3)
    }

    /// A window showing the results screen of `results`, handed to the leak tracker.
    private func open(_ results: FlickrSearchResults, on flickr: FlickrServiceSpy) -> Window {
        let window = Window(
            rootViewController: ResultsViewController(results: results, environment: .testing(flickr: flickr)))
        trackForLeaks(window)
        return window
    }

    /// Waits for the counts the newly shown row asks for, and answers them.
    private func answerCounts(on flickr: FlickrServiceSpy) async {
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
    }
}
