import HeadlessUI
import Model
import Testing

@testable import MVP

@MainActor
struct LoginRouterTests {
    @Test("L7: the router pushes this style's greeting screen for the logged-in person")
    func pushesTheGreetingScreen() throws {
        let origin = ViewController()
        let window = Window(rootViewController: origin)
        let router = LoginRouter()
        router.viewController = origin

        router.showGreeting(for: .adaLovelace)
        try window.button("greeting.show").tap()

        #expect(window.navigationController.viewControllers.count == 2)
        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("L10: a router whose screen was released goes nowhere")
    func screenGoneNavigatesNowhere() {
        let window = Window(rootViewController: ViewController())
        let router = LoginRouter()
        do {
            let origin = ViewController()
            router.viewController = origin
            window.navigationController.push(origin)
            window.navigationController.pop()
        }

        router.showGreeting(for: .davidBlaine)

        #expect(router.viewController == nil)
        #expect(window.navigationController.viewControllers.count == 1)
    }
}
