import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The login router, proven on its own: a bare screen in a window stands in for the login screen, and the module the
/// router pushes is VIPER's real greeting module, read through its widgets; in the app, an app router spy stands in for
/// the app — which module a router builds, for whom, and where it pushes it, or whom it tells instead, is all it does.
@MainActor
@Suite(.leakChecked)
struct LoginRouterTests {
    @Test("L7: the router pushes the greeting module of the person it is given", arguments: GreetingFixtures.cases)
    func routerPushesTheGreetingOfThePersonItIsGiven(_ greeting: GreetingFixtures.Case) throws {
        let (router, window) = makeSUT()

        router.showGreeting(for: greeting.person)
        try window.button("greeting.show").tap()

        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.label("greeting.label").text == greeting.greeting)
    }

    @Test("L7: the greeting the router pushes searches the router's Flickr service")
    func routerPushedGreetingSearchesTheRoutersFlickrService() async throws {
        let flickr = FlickrServiceSpy()
        let (router, window) = makeSUT(environment: .testing(flickr: flickr))
        router.showGreeting(for: .davidBlaine)

        try window.button("greeting.search").tap()
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        #expect(flickr.searchRequests == [SearchFixtures.text])
    }

    @Test("N1: in the app, the router hands the person to the app's router and pushes nothing itself")
    func routerInTheAppHandsThePersonToTheApp() {
        let app = AppRouterSpy()
        let (router, window) = makeSUT(app: app)

        router.showGreeting(for: .adaLovelace)

        #expect(app.loggedIn == [.adaLovelace])
        #expect(window.navigationController.viewControllers.count == 1)
    }

    @Test("N6: the router does not keep the app's router alive")
    func routerDoesNotKeepTheAppAlive() {
        var app: AppRouterSpy? = AppRouterSpy()
        let router = LoginRouter(environment: .testing(), app: app)
        trackForLeaks(router)
        weak let released = app

        app = nil

        #expect(released == nil)
        withExtendedLifetime(router) {}
    }

    @Test("L10: the router does not keep the login screen alive")
    func routerDoesNotKeepTheLoginScreenAlive() {
        let router = LoginRouter(environment: .testing(), app: nil)
        trackForLeaks(router)
        var login: ViewController? = ViewController()
        router.viewController = login
        weak let released = login

        login = nil

        // Released by whoever showed it, the screen is freed although its router lives on: the router's way back is
        // weak, so the screen, its presenter and its router make no cycle.
        #expect(released == nil)
        withExtendedLifetime(router) {}
    }

    // MARK: - Private

    /// The router over `environment` and a bare login screen in a window, as the assembly would leave it: alone, or in
    /// `app`.
    private func makeSUT(
        environment: AppEnvironment = .testing(),
        app: AppRouterSpy? = nil
    ) -> (router: LoginRouter, window: Window) {
        let router = LoginRouter(environment: environment, app: app)
        let login = ViewController()
        let window = Window(rootViewController: login)
        router.viewController = login
        trackForLeaks(window)
        trackForLeaks(router)
        return (router, window)
    }
}
