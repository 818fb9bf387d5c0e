import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// What the app's navigation controller must get right, proven through a window: the stack follows the app model's
/// path in its tracked pass, keeping the screen of a destination that stays; the back button shortens the path; the
/// model's tip shows once; and the search a link starts, which no widget started, is counted by the window. The model
/// is driven through its view models' inputs, so what changes the stack is the pass alone.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct AppNavigationControllerTests {
    @Test("N1: the stack follows the path in the controller's pass: a login leaves the greeting alone")
    func stackFollowsThePathAfterALogin() async throws {
        let (window, model, _) = open()
        let loginScreen = window.topViewController

        try await logIn(model)
        await window.settle()

        #expect(loginScreen?.title == "Login")
        #expect(stack(of: window) == ["Greeting"])
        #expect(window.topViewController is GreetingViewController)
        #expect(loginScreen?.navigationController == nil)
    }

    @Test("N2: a destination that stays keeps its screen: a link keeps the greeting's and gives Search a new one")
    func destinationThatStaysKeepsItsScreen() async throws {
        let (window, model, _) = open()
        try await logIn(model)
        model.path.first?.greeting?.searchPhotosTapped()
        await window.settle()
        let stackBefore = stack(of: window)
        let greetingScreen = window.navigationController.viewControllers.first
        weak let earlierSearchScreen = window.topViewController

        model.open(LinkFixtures.emptySearch)
        await window.settle()

        #expect(stackBefore == ["Greeting", "Flickr Search"])
        #expect(stack(of: window) == ["Greeting", "Flickr Search"])
        #expect(window.navigationController.viewControllers.first === greetingScreen)
        #expect(earlierSearchScreen == nil)
        #expect(window.topViewController is SearchViewController)
    }

    @Test("N2: the back button shortens the path: back from Search, the path is the greeting and Search is freed")
    func backButtonShortensThePath() async throws {
        let (window, model, _) = open()
        try await logIn(model)
        try window.button("greeting.search").tap()
        weak let searchScreen = window.topViewController
        weak let search = model.path.last?.search

        let popped = window.navigationController.pop()?.title
        await window.settle()

        #expect(popped == "Flickr Search")
        #expect(model.path.map(\.title) == ["Greeting"])
        #expect(stack(of: window) == ["Greeting"])
        #expect(searchScreen == nil)
        #expect(search == nil)
    }

    @Test("N1: the back button on the greeting at the root changes nothing: the path keeps it")
    func backButtonOnTheRootChangesNothing() async throws {
        let (window, model, _) = open()
        try await logIn(model)
        await window.settle()
        let greeting = try #require(model.path.first?.greeting)

        let popped = window.navigationController.pop()
        await window.settle()

        #expect(popped == nil)
        #expect(model.path == [.greeting(greeting)])
        #expect(stack(of: window) == ["Greeting"])
    }

    @Test("N5: a link the app does not know shows its toast once, however often the stack changes afterwards")
    func unknownLinksToastShowsOnce() async throws {
        let (window, model, _) = open()

        model.open(LinkFixtures.unknown[0])
        await window.settle()
        try await logIn(model)
        try window.button("greeting.search").tap()
        await window.settle()

        #expect(stack(of: window) == ["Greeting", "Flickr Search"])
        #expect(window.toast.messages == [LinkFixtures.cannotOpen])
    }

    @Test("N2: the search a link starts is counted by the window: settling waits for its results")
    func linksSearchIsCountedByTheWindow() async throws {
        let (window, model, flickr) = open()
        try await logIn(model)

        model.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(Self.resultsWithNoPhotos))
        await window.settle()

        #expect(stack(of: window) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(try window.label("results.summary").text == "No photos found")
    }

    @Test("N3: the search a pending link starts at the login is counted by the window: settling waits for its results")
    func pendingLinksSearchIsCountedByTheWindow() async throws {
        let (window, model, flickr) = open()
        model.open(LinkFixtures.search)

        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(Self.resultsWithNoPhotos))
        await window.settle()

        #expect(stack(of: window) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
    }

    // MARK: - Private

    /// What Flickr answers the link's search in the tests of counting: no photo, so no row asks for counts, and the
    /// link's search is the only work the window may wait for.
    private static let resultsWithNoPhotos = FlickrSearchResults.sample(LinkFixtures.searchText, count: 0)

    /// A window showing the app over an offline login and a Flickr spy, handed to the leak tracker with everything it
    /// will show; the app model, which the navigation controller owns, with it.
    private func open() -> (window: Window, model: AppModel, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let model = AppModel(environment: .testing(flickr: flickr))
        let window = Window(rootViewController: AppNavigationController(model: model))
        trackForLeaks(window)
        return (window, model, flickr)
    }

    /// The titles of the window's stack, root first, as they are now: no update pass runs first. What the window shows
    /// now is handed to the leak tracker too, which checks it is freed by the end of the test.
    private func stack(of window: Window) -> [String?] {
        trackForLeaks(window)
        return window.navigationController.viewControllers.map(\.title)
    }

    /// Logs the demo account in through the login on `model`'s path, as its screen would, and waits for the login's
    /// end; the window shows it only once its pass has run.
    private func logIn(_ model: AppModel) async throws {
        let login = try #require(model.path.first?.login)
        login.fillUpTapped()
        await login.loginButtonTapped()?.waitForEnd()
    }
}
