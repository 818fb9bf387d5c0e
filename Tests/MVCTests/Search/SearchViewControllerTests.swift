import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVC

/// The search spec, proven through the controller and its widgets in a window. That is the MVC price: the logic
/// lives in the controller, so every test builds the screen, types, taps and selects, and reads the widgets, the
/// window's network activity indicator and toast and the navigation stack.
///
/// Two doubles stand in for Flickr. A spy, completed by hand, where a test watches what is sent or a search in flight;
/// a success pushes the results screen, whose rows then ask the spy for their counts, and the window does not settle
/// until the test answers them, so most such tests end their search with a failure. A stub that answers everything at
/// once where a test only needs a search to succeed: the search and the pushed screen's work both end by themselves.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchViewControllerTests: SearchSpec {
    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters", arguments: SearchFixtures.goRule)
    func goIsEnabledExactlyWhenTheTrimmedTextHasMoreThanThreeCharacters(_ row: SearchFixtures.GoRow) throws {
        let (window, _, _, _) = makeSUT()

        try window.textField("search.text").type(row.text)

        #expect(try window.button("search.go").isEnabled == row.isGoEnabled)
    }

    @Test("S2: Go ends editing; while the search runs the screen shows it is loading and Go is disabled")
    func whileSearchingTheScreenShowsItIsLoading() async throws {
        let (window, _, flickr, _) = makeSUT()
        try window.textField("search.text").type(" \(SearchFixtures.text) ")

        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        #expect(try window.textField("search.text").isEditing == false)
        #expect(try window.activityIndicator("search.loading").isAnimating)
        #expect(window.isNetworkActivityIndicatorVisible)
        #expect(try window.button("search.go").isEnabled == false)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
        #expect(try window.activityIndicator("search.loading").isAnimating == false)
        #expect(window.isNetworkActivityIndicatorVisible == false)
        #expect(try window.button("search.go").isEnabled)
    }

    @Test("S3: success shows the results of the search, titled with its trimmed text")
    func successShowsTheResults() async throws {
        let (window, _, flickr, _) = makeSUT()
        try window.textField("search.text").type("\(SearchFixtures.text)  ")

        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        // The pushed screen's rows ask for their counts: answered, so that the window settles.
        await flickr.waitForMetadataRequest(pending: SearchFixtures.results.photos.count)
        for photo in SearchFixtures.results.photos {
            flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: photo.id)
        }
        await window.settle()
        // The results screen this controller built must be freed with the window too.
        trackForLeaks(window)

        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(window.navigationController.viewControllers.count == 2)
        #expect(window.topViewController is ResultsViewController)
        #expect(window.topViewController?.title == SearchFixtures.text)
        #expect(window.toast.messages.isEmpty)
    }

    @Test("S3: the same search run again, back from its results, shows them again")
    func sameSearchRunAgainShowsItsResultsAgain() async throws {
        let window = makeSUT(answering: SearchFixtures.results)
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await window.settle()
        // Back from the results the search screen is as it was left, so Go runs the same text again.
        let leftResults = window.navigationController.pop() is ResultsViewController

        try window.button("search.go").tap()
        await window.settle()
        // The results screen pushed again must be freed with the window too.
        trackForLeaks(window)

        #expect(leftResults)
        #expect(window.navigationController.viewControllers.map(\.title) == ["Flickr Search", SearchFixtures.text])
        #expect(window.topViewController is ResultsViewController)
    }

    @Test("S4: success puts the search at the top of the recent searches, with its total and first thumbnail")
    func successPutsTheSearchAtTheTopOfTheRecentSearches() async throws {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let window = makeSUT(answering: SearchFixtures.results, store: store)
        // Kept, because the results screen will be on top once the search succeeds.
        let recent = try window.list("search.recent")
        let shownFirst = rows(of: recent)

        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await window.settle()

        #expect(
            [shownFirst, rows(of: recent)] == [
                [SearchFixtures.earlierRecentRow], [SearchFixtures.recentRow, SearchFixtures.earlierRecentRow],
            ])
    }

    @Test("S4: recent searches survive reopening the screen")
    func recentSearchesSurviveReopening() async throws {
        let store = KeyValueStoreSpy()
        let first = makeSUT(answering: SearchFixtures.results, store: store)
        try first.textField("search.text").type(SearchFixtures.text)
        try first.button("search.go").tap()
        await first.settle()

        let (window, _, _, _) = makeSUT(store: store)

        #expect(rows(of: try window.list("search.recent")) == [SearchFixtures.recentRow])
    }

    @Test("S5: selecting a recent search fills the text and runs that search")
    func selectingARecentSearchRunsIt() async throws {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.results)
        let (window, _, flickr, _) = makeSUT(store: store)
        // Something else typed first, so that the test sees the selection replace it and end editing.
        try window.textField("search.text").type("cat")

        try window.list("search.recent").select(row: 0)
        await flickr.waitForSearchRequest()

        #expect(try window.textField("search.text").text == SearchFixtures.text)
        #expect(try window.textField("search.text").isEditing == false)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(try window.activityIndicator("search.loading").isAnimating)
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
    }

    @Test("S5: while a search runs, Go and selecting a recent search do nothing")
    func whileASearchRunsGoAndSelectionDoNothing() async throws {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let (window, controller, flickr, _) = makeSUT(store: store)
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        try window.button("search.go").tap()
        try window.list("search.recent").select(row: 0)
        // Past the disabled button too: the controller itself refuses a second search.
        let again = controller.searchButtonTapped()
        let selected = controller.recentSearchSelected(at: 0)
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await window.settle()

        #expect(again == nil)
        #expect(selected == nil)
        #expect(try window.textField("search.text").text == SearchFixtures.text)
        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(window.toast.messages == ["Flickr answered HTTP 500."])
    }

    @Test(
        "S6: failure stops loading, shows the service's message and enables Go again",
        arguments: SearchFixtures.failures)
    func failureShowsTheServicesMessage(_ failure: ServiceFailure) async throws {
        let (window, _, flickr, store) = makeSUT()
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .failure(failure.error))
        await window.settle()

        #expect(try window.activityIndicator("search.loading").isAnimating == false)
        #expect(window.isNetworkActivityIndicatorVisible == false)
        #expect(try window.button("search.go").isEnabled)
        #expect(window.toast.messages == [failure.message])
        #expect(window.navigationController.viewControllers.count == 1)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: released mid-search, the search is cancelled: nothing is shown, pushed or recorded")
    func releasedMidSearchCancelsTheSearch() async throws {
        let (window, _, flickr, store) = makeSUT(pushedOnto: ViewController())
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        // The user goes back: the navigation controller lets go of the search screen, its only owner.
        _ = window.navigationController.pop()
        await window.settle()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(window.isNetworkActivityIndicatorVisible == false)
        #expect(window.toast.messages.isEmpty)
        #expect(window.navigationController.viewControllers.count == 1)
        #expect(store.writes.isEmpty)
    }

    @Test("S8: released with its window mid-search, the screen cancels its search and every object of it is freed")
    func releasedWithItsWindowMidSearchCancelsTheSearch() async throws {
        var (window, _, flickr, _): (Window?, _, _, _) = makeSUT()
        try window?.textField("search.text").type(SearchFixtures.text)
        try window?.button("search.go").tap()
        await flickr.waitForSearchRequest()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
    }

    @Test("S8: results that come after the screen went are dropped: nothing is shown, pushed or recorded")
    func resultsAfterTheScreenWentAreDropped() async throws {
        let (window, _, flickr, store) = makeSUT(pushedOnto: ViewController())
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        // The answer comes in the same turn as the pop, before the cancellation reaches the service, as a real
        // answer racing the back button would.
        _ = window.navigationController.pop()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await window.settle()

        #expect(store.writes.isEmpty)
        #expect(window.isNetworkActivityIndicatorVisible == false)
        #expect(window.toast.messages.isEmpty)
        #expect(window.navigationController.viewControllers.count == 1)
    }

    @Test("S8: released mid-search started from a recent search, the search is cancelled: nothing is shown or pushed")
    func releasedMidSearchFromARecentSearchCancelsIt() async throws {
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.results)
        let (window, _, flickr, _) = makeSUT(store: store, pushedOnto: ViewController())
        try window.list("search.recent").select(row: 0)
        await flickr.waitForSearchRequest()

        // The user goes back: the selection's work, still waiting for the search, must not keep the screen alive.
        _ = window.navigationController.pop()
        await window.settle()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(window.isNetworkActivityIndicatorVisible == false)
        #expect(window.toast.messages.isEmpty)
        #expect(window.navigationController.viewControllers.count == 1)
    }

    @Test("S1: the screen shows its widgets, and typing enough text enables Go")
    func showsItsWidgetsAndTypingEnablesGo() throws {
        let (window, _, _, _) = makeSUT()

        #expect(window.topViewController?.title == "Flickr Search")
        #expect(try window.textField("search.text").placeholder == "Search Flickr")
        #expect(try window.textField("search.text").text.isEmpty)
        #expect(try window.button("search.go").title == "Go")
        #expect(try window.button("search.go").isEnabled == false)
        #expect(try window.activityIndicator("search.loading").isAnimating == false)
        #expect(try window.list("search.recent").numberOfRows == 0)
        #expect(window.isNetworkActivityIndicatorVisible == false)
        try window.textField("search.text").type(SearchFixtures.text)
        #expect(try window.button("search.go").isEnabled)
    }

    // MARK: - Private

    /// The search screen as the app builds it over a Flickr spy and `store`, in a window: as its root, or pushed onto
    /// `root` so that it can be popped.
    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy(),
        pushedOnto root: ViewController? = nil
    ) -> (window: Window, controller: SearchViewController, flickr: FlickrServiceSpy, store: KeyValueStoreSpy) {
        let flickr = FlickrServiceSpy()
        let controller = SearchViewController(environment: .testing(store: store, flickr: flickr))
        let window: Window
        if let root {
            window = Window(rootViewController: root)
            window.navigationController.push(controller)
        } else {
            window = Window(rootViewController: controller)
        }
        trackForLeaks(window)
        return (window, controller, flickr, store)
    }

    /// The search screen as the app builds it over a Flickr stub that answers `results` at once, and `store`, in a
    /// window: a search succeeds without the test completing it.
    private func makeSUT(
        answering results: FlickrSearchResults,
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> Window {
        let window = Window(
            rootViewController: SearchViewController(
                environment: .testing(store: store, flickr: FlickrServiceStub(search: .success(results)))))
        trackForLeaks(window)
        return window
    }

    /// What the recent-searches list shows, row by row.
    private func rows(of list: ListView) -> [SearchFixtures.RecentRow] {
        list.visibleCells.map { SearchFixtures.RecentRow(text: $0.text ?? "", thumbnailURL: $0.imageURL) }
    }
}
