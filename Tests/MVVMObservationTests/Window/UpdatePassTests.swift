import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// What a controller of this style must get right in its tracked pass, proven through the widgets of a window: only what
/// `updateProperties()` reads is tracked, so a value read anywhere else leaves the screen stale when the view model
/// changes; and a change the pass itself causes, before Observation tracks it, is never announced.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct UpdatePassTests {
    @Test("G2: tapping the button shows the greeting in the label")
    func tapShowsTheGreeting() throws {
        let window = open(GreetingViewController(person: .adaLovelace, environment: .testing()))
        let labelBeforeTheTap = try window.label("greeting.label").text ?? ""

        try window.button("greeting.show").tap()

        #expect(labelBeforeTheTap.isEmpty)
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("L3: Fill up, which fires no editing event, shows the demo account's avatar and enables Login")
    func fillUpShowsTheAvatarAndEnablesLogin() throws {
        let window = open(LoginViewController(environment: .testing()))

        try window.button("login.fillUp").tap()

        #expect(try window.imageView("login.avatar").imageURL == LoginFixtures.david.avatarURL)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("S2: Go is disabled while the search runs, and enabled again once it has failed")
    func goFollowsTheSearch() async throws {
        let flickr = FlickrServiceSpy()
        let window = open(SearchViewController(environment: .testing(flickr: flickr)))
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()
        let goEnabledWhileSearching = try window.button("search.go").isEnabled

        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await window.settle()

        #expect(!goEnabledWhileSearching)
        #expect(try window.button("search.go").isEnabled)
    }

    @Test("S4: back from the results, the recent searches on screen show the search at the top")
    func recentSearchesOnScreenShowTheSearch() async throws {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let flickr = FlickrServiceStub(search: .success(SearchFixtures.results))
        let window = open(SearchViewController(environment: .testing(store: store, flickr: flickr)))
        let rowsBeforeTheSearch = try window.list("search.recent").visibleCells.map(\.text)
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await window.settle()
        window.navigationController.pop()

        #expect(rowsBeforeTheSearch == [SearchFixtures.earlierRecentRow.text])
        let rows = try window.list("search.recent").visibleCells.map(\.text)
        #expect(rows == [SearchFixtures.recentRow.text, SearchFixtures.earlierRecentRow.text])
    }

    @Test("S10: a page whose last row shows at once asks for the next one, and the end says Loading more… meanwhile")
    func shortPageShowingItsLastRowSaysLoadingMore() async throws {
        let flickr = FlickrServiceSpy()
        let window = open(ResultsViewController(results: Self.pages[0], environment: .testing(flickr: flickr)))
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

    /// A window showing `screen`, handed to the leak tracker with everything it will push.
    private func open(_ screen: ViewController) -> Window {
        let window = Window(rootViewController: screen)
        trackForLeaks(window)
        return window
    }

    /// Waits for the counts the newly shown row asks for, and answers them.
    private func answerCounts(on flickr: FlickrServiceSpy) async {
        await flickr.waitForMetadataRequest()
        flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata))
    }
}
