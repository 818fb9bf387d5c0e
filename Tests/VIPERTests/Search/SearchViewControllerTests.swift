import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The search View in a window, assembled by ``SearchModule`` as the app assembles it: its widgets exist, their events
/// reach the presenter and the presenter's answers reach the widgets, the spinner, the network activity indicator, the
/// toast and the navigation stack. The behaviour itself is proven on the presenter, in ``SearchPresenterTests``.
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

    @Test("S2, S3: Go shows the spinner and the network indicator, then pushes the results titled with the text")
    func goShowsLoadingThenPushesTheResults() async throws {
        let (window, flickr) = makeSUT()
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        #expect(try window.textField("search.text").isEditing == false)
        #expect(try window.activityIndicator("search.loading").isAnimating)
        #expect(window.isNetworkActivityIndicatorVisible)
        #expect(try window.button("search.go").isEnabled == false)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await flickr.waitForMetadataRequest(pending: SearchFixtures.results.photos.count)
        #expect(window.isNetworkActivityIndicatorVisible == false)
        #expect(window.topViewController is ResultsViewController)
        #expect(window.topViewController?.title == SearchFixtures.text)
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

    private func makeSUT(store: KeyValueStoreSpy = KeyValueStoreSpy()) -> (window: Window, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let window = Window(
            rootViewController: SearchModule.build(environment: .testing(store: store, flickr: flickr)))
        trackForLeaks(window)
        return (window, flickr)
    }
}
