import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVP

/// The view controller's smoke tests: the widgets exist and are wired to the presenter. The behaviour
/// itself is proven on the presenter, in ``GreetingPresenterTests``.
@MainActor
struct GreetingViewControllerTests {
    @Test("G1: shows the Show greeting button and an empty label")
    func showsButtonAndEmptyLabel() throws {
        let window = Window(rootViewController: GreetingViewController(person: .davidBlaine))

        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.button("greeting.show").title == "Show greeting")
        #expect(try window.button("greeting.show").isEnabled)
        #expect(try (window.label("greeting.label").text ?? "").isEmpty)
    }

    @Test("G2: tapping Show greeting in a window puts the person's greeting in the label")
    func tapReachesTheLabel() throws {
        let window = Window(rootViewController: GreetingViewController(person: .adaLovelace))

        try window.button("greeting.show").tap()

        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("G2: the greeting screen is freed when released", .timeLimit(.minutes(1)))
    func freedWhenReleased() async throws {
        let tracker = LeakTracker()
        var window: Window? = Window(rootViewController: GreetingViewController(person: .davidBlaine))
        tracker.trackEverything(in: try #require(window), parts: \.roles)
        try window?.button("greeting.show").tap()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }
}
