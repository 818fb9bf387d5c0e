import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

@MainActor
struct LoginRouterTests {
    @Test("L7: showing the greeting pushes the greeting module of the person who logged in")
    func showingGreetingPushesGreetingModule() throws {
        let screen = ViewController()
        let window = Window(rootViewController: screen)
        let router = LoginRouter()
        router.viewController = screen

        router.showGreeting(for: .adaLovelace)

        #expect(window.navigationController.viewControllers.count == 2)
        #expect(window.topViewController?.title == "Greeting")
        try window.button("greeting.show").tap()
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("L10: a router whose screen was released goes nowhere")
    func routerWithoutScreenGoesNowhere() {
        let window = Window(rootViewController: ViewController())
        let router = LoginRouter()
        do {
            let screen = ViewController()
            router.viewController = screen
            window.navigationController.push(screen)
            window.navigationController.pop()
        }

        router.showGreeting(for: .davidBlaine)

        #expect(router.viewController == nil)
        #expect(window.navigationController.viewControllers.count == 1)
    }
}
