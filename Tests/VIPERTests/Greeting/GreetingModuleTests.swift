import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GreetingModuleTests {
    @Test("G1: shows the Show greeting button and an empty label")
    func showsButtonAndEmptyLabel() throws {
        let window = Window(rootViewController: GreetingModule.build(person: .davidBlaine))

        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.button("greeting.show").title == "Show greeting")
        #expect(try window.button("greeting.show").isEnabled)
        #expect(try window.label("greeting.label").text == nil)
    }

    @Test("G2: the assembled module shows the person's greeting when the button is tapped")
    func assembledModuleShowsGreeting() throws {
        let window = Window(rootViewController: GreetingModule.build(person: .adaLovelace))

        try window.button("greeting.show").tap()

        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("G2: the greeting screen is freed when released")
    func greetingScreenIsFreed() async throws {
        let tracker = LeakTracker()
        var window: Window? = makeWindow(tracker: tracker)
        try window?.button("greeting.show").tap()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }

    // MARK: - Private

    private func makeWindow(tracker: LeakTracker) -> Window {
        let window = Window(rootViewController: GreetingModule.build(person: .davidBlaine))
        tracker.trackEverything(in: window)
        return window
    }
}
