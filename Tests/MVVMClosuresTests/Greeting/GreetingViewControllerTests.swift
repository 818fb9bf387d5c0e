import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// Smoke tests of the greeting view controller in a window: the widgets are there and wired to the view
/// model, and the screen is freed. The behaviour itself is proven in ``GreetingViewModelTests``.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GreetingViewControllerTests {
    @Test("G1: in a window the screen is titled Greeting, with the Show greeting button and an empty label")
    func showsButtonAndEmptyLabel() throws {
        let window = Window(rootViewController: GreetingViewController(person: .davidBlaine))

        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.button("greeting.show").title == "Show greeting")
        #expect(try window.label("greeting.label").text == "")
    }

    @Test("G2: tapping Show greeting in a window puts the person's greeting in the label")
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
