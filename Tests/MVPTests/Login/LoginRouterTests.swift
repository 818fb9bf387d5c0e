import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVP

/// The router on its own, over a bare screen in a window: it pushes this style's greeting screen, and goes
/// nowhere once its screen is gone.
@MainActor
@Suite(.leakChecked)
struct LoginRouterTests {
    @Test("L7: the router pushes this style's greeting screen for the logged-in person")
    func pushesTheGreetingScreen() throws {
        let (router, window) = makeSUT()

        router.showGreeting(for: .adaLovelace)
        try window.button("greeting.show").tap()

        #expect(window.navigationController.viewControllers.count == 2)
        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("L10: a router whose screen was released goes nowhere")
    func goesNowhereOnceItsScreenIsGone() {
        let (router, window) = makeSUT()
        window.navigationController.push(ViewController())
        router.viewController = window.navigationController.pop()

        router.showGreeting(for: .davidBlaine)

        #expect(router.viewController == nil)
        #expect(window.navigationController.viewControllers.count == 1)
    }

    // MARK: - Private

    private func makeSUT() -> (router: LoginRouter, window: Window) {
        let origin = ViewController()
        let window = Window(rootViewController: origin)
        let router = LoginRouter()
        router.viewController = origin
        trackForLeaks(window)
        trackForLeaks(router)
        return (router, window)
    }
}
