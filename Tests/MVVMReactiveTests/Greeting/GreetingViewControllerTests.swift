import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMReactive

/// The greeting screen in a window: the widgets are bound to the view model (the behaviour itself is
/// proven on the view model), and the screen is freed when released.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GreetingViewControllerTests {
    @Test("G1: shows the Show greeting button and an empty label")
    func showsButtonAndEmptyLabel() throws {
        let window = Window(rootViewController: GreetingViewController(person: .davidBlaine))

        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.button("greeting.show").title == "Show greeting")
        #expect(try window.label("greeting.label").text == "")
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person")
    func tapFillsTheLabel() throws {
        let window = Window(rootViewController: GreetingViewController(person: .adaLovelace))

        try window.button("greeting.show").tap()

        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("G2: the greeting screen is freed when released")
    func screenIsFreed() async throws {
        let tracker = LeakTracker()
        var window: Window? = Window(rootViewController: GreetingViewController(person: .davidBlaine))
        tracker.trackEverything(in: try #require(window))
        try window?.button("greeting.show").tap()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }
}
