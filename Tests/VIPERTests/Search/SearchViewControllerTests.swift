import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The search View in a window, assembled by ``SearchModule`` as the app assembles it: its widgets exist, their events
/// reach the presenter and the presenter's answers reach the widgets, the spinner, the network activity indicator, the
/// toast and the navigation stack. The behaviour itself is proven on the presenter, in ``SearchPresenterTests``.
///
/// A successful search pushes the results screen, whose rows then ask the Flickr service for their counts: with the
/// spy, the window would not settle until the test answered them. So the push is checked over a stub that answers
/// everything at once, and the tests that watch a search in flight end it with a failure, which pushes nothing.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchViewControllerTests {
    @Test("S1: the screen shows its widgets, and typing enough text enables Go")
    func showsItsWidgetsAndTypingEnablesGo() throws {
        let (window, _) = makeSUT()

        #expect(window.topViewController?.title == "Flickr Search")
        #expect(try window.textField("search.text").placeholder == "Search Flickr")
        #expect(try window.button("search.go").title == "Go")
        #expect(try window.button("search.go").isEnabled == false)
        #expect(try window.activityIndicator("search.loading").isAnimating == false)
        #expect(try window.list("search.recent").numberOfRows == 0)
        try window.textField("search.text").type(SearchFixtures.text)
        #expect(try window.button("search.go").isEnabled)
    }

    @Test("S2: Go ends editing and shows the spinner and the network indicator until the search ends")
    func goShowsLoadingUntilTheSearchEnds() async throws {
        let (window, flickr) = makeSUT()
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        #expect(try window.textField("search.text").isEditing == false)
        #expect(try window.activityIndicator("search.loading").isAnimating)
        #expect(window.isNetworkActivityIndicatorVisible)
        #expect(try window.button("search.go").isEnabled == false)
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
        #expect(try window.activityIndicator("search.loading").isAnimating == false)
        #expect(window.isNetworkActivityIndicatorVisible == false)
    }

    @Test("S3: success pushes this style's results screen, titled with the text")
    func successPushesTheResults() async throws {
        let window = makeSUT(flickr: FlickrServiceStub(search: .success(SearchFixtures.results)))
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await window.settle()
        // The results screen this controller built must be freed with the window too.
        trackForLeaks(window)

        #expect(window.topViewController is ResultsViewController)
        #expect(window.topViewController?.title == SearchFixtures.text)
        #expect(window.isNetworkActivityIndicatorVisible == false)
    }

    @Test("S4, S5: a recent search shows as a row, and selecting it fills the field and runs it")
    func selectingARecentRowRunsIt() async throws {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.results)
        let (window, flickr) = makeSUT(store: store)
        let recent = try window.list("search.recent")
        #expect(recent.visibleCells.map(\.text) == [SearchFixtures.recentRow.text])
        #expect(recent.visibleCells.map(\.imageURL) == [SearchFixtures.recentRow.thumbnailURL])

        recent.select(row: 0)
        await flickr.waitForSearchRequest()

        #expect(try window.textField("search.text").text == SearchFixtures.text)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
    }

    @Test("S4: a successful search replaces the rows of the recent searches with the new list")
    func aSuccessfulSearchReplacesTheRecentRows() async throws {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let window = makeSUT(store: store, flickr: FlickrServiceStub(search: .success(SearchFixtures.results)))
        // Kept, because the results screen will be on top once the search succeeds.
        let recent = try window.list("search.recent")
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await window.settle()

        #expect(
            recent.visibleCells.map(\.text) == [SearchFixtures.recentRow.text, SearchFixtures.earlierRecentRow.text])
        #expect(recent.visibleCells.map(\.imageURL) == [SearchFixtures.recentRow.thumbnailURL, nil])
    }

    @Test("S6: a failure's message reaches the toast, and Go is enabled again")
    func failureReachesTheToast() async throws {
        let (window, flickr) = makeSUT()
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(FlickrError.invalidAPIKey))
        await window.settle()

        #expect(window.toast.messages == ["Flickr rejected the API key."])
        #expect(try window.activityIndicator("search.loading").isAnimating == false)
        #expect(try window.button("search.go").isEnabled)
    }

    @Test("S8: released mid-search, the screen cancels its search and every object of it is freed")
    func releasedMidSearchCancelsTheSearch() async throws {
        var (window, flickr): (Window?, _) = makeSUT()
        try window?.textField("search.text").type(SearchFixtures.text)
        try window?.button("search.go").tap()
        await flickr.waitForSearchRequest()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
    }

    // MARK: - Private

    /// The screen over a Flickr spy, completed by hand, and `store`, in a window.
    private func makeSUT(store: KeyValueStoreSpy = KeyValueStoreSpy()) -> (window: Window, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        return (makeSUT(store: store, flickr: flickr), flickr)
    }

    /// The screen over `flickr` and `store`, in a window; over a stub, a search ends without the test, and so does the
    /// pushed results screen's work.
    private func makeSUT(store: KeyValueStoreSpy = KeyValueStoreSpy(), flickr: any FlickrService) -> Window {
        let window = Window(
            rootViewController: SearchModule.build(environment: .testing(store: store, flickr: flickr)))
        trackForLeaks(window)
        return window
    }
}
