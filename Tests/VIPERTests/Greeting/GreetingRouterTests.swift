import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The greeting router, proven on its own: a bare screen in a window stands in for the greeting screen, and the module
/// the router pushes is VIPER's real search module, read through its widgets; in the app, an app router spy stands in
/// for the app — which module a router builds, over what, and where it pushes it, or whom it tells instead, is all it
/// does.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct GreetingRouterTests {
    @Test("N1: the router pushes the search module, which searches the router's Flickr service")
    func routerPushesSearchOverItsFlickrService() async throws {
        let flickr = FlickrServiceSpy()
        let (router, window) = makeSUT(environment: .testing(flickr: flickr))

        router.showSearch()
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        #expect(window.topViewController?.title == "Flickr Search")
        #expect(flickr.searchRequests == [SearchFixtures.text])
    }

    @Test("N1: in the app, the router pushes the search module itself")
    func routerInTheAppPushesSearchItself() {
        let app = AppRouterSpy()
        let (router, window) = makeSUT(app: app)

        router.showSearch()

        #expect(window.topViewController?.title == "Flickr Search")
        #expect(app.loggedIn.isEmpty)
        #expect(app.logOuts == 0)
    }

    @Test("N1: in the app, Log out is the app's: the router tells the app's router and pushes nothing itself")
    func routerInTheAppTellsTheAppOfALogOut() {
        let app = AppRouterSpy()
        let (router, window) = makeSUT(app: app)

        router.logOut()

        #expect(app.logOuts == 1)
        #expect(window.navigationController.viewControllers.count == 1)
    }

    @Test("N1: built alone, Log out does nothing: there is no session to end")
    func routerAloneDoesNothingOnLogOut() {
        let (router, window) = makeSUT()
        let screen = window.topViewController

        router.logOut()

        #expect(window.navigationController.viewControllers.count == 1)
        #expect(window.topViewController === screen)
        #expect(window.toast.messages.isEmpty)
    }

    @Test("N6: the router does not keep the app's router alive")
    func routerDoesNotKeepTheAppAlive() {
        var app: AppRouterSpy? = AppRouterSpy()
        let router = GreetingRouter(environment: .testing(), app: app)
        trackForLeaks(router)
        weak let released = app

        app = nil

        #expect(released == nil)
        withExtendedLifetime(router) {}
    }

    @Test("N6: the router does not keep the greeting screen alive")
    func routerDoesNotKeepTheGreetingScreenAlive() {
        let router = GreetingRouter(environment: .testing(), app: nil)
        trackForLeaks(router)
        var greeting: ViewController? = ViewController()
        router.viewController = greeting
        weak let released = greeting

        greeting = nil

        // Released by whoever showed it, the screen is freed although its router lives on: the router's way back is
        // weak, so the screen, its presenter and its router make no cycle.
        #expect(released == nil)
        withExtendedLifetime(router) {}
    }

    // MARK: - Private

    /// The router over `environment` and a bare greeting screen in a window, as the assembly would leave it: alone, or
    /// in `app`.
    private func makeSUT(
        environment: AppEnvironment = .testing(),
        app: AppRouterSpy? = nil
    ) -> (router: GreetingRouter, window: Window) {
        let router = GreetingRouter(environment: environment, app: app)
        let greeting = ViewController()
        let window = Window(rootViewController: greeting)
        router.viewController = greeting
        trackForLeaks(window)
        trackForLeaks(router)
        return (router, window)
    }
}
