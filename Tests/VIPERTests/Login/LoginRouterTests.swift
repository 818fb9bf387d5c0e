import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The login router, proven on its own: a bare screen in a window stands in for the login screen, and the module the
/// router pushes is VIPER's real greeting module, read through its widgets — which module a router builds, for whom,
/// and where it pushes it, is all it does.
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

    @Test("L10: the router does not keep the login screen alive")
    func routerDoesNotKeepTheLoginScreenAlive() {
        let router = LoginRouter()
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

    /// The router over a bare login screen in a window, as the assembly would leave it.
    private func makeSUT() -> (router: LoginRouter, window: Window) {
        let router = LoginRouter()
        let login = ViewController()
        let window = Window(rootViewController: login)
        router.viewController = login
        trackForLeaks(router, window)
        return (router, window)
    }
}
