import HeadlessUI
import MVC
import Model
import TestSupport
import Testing

/// The greeting screen through its controller and widgets in a window: in MVC the controller is where the
/// logic lives, so a test puts it on screen and taps.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GreetingViewControllerTests {
    @Test("G1: shows the Show greeting button and an empty label")
    func showsButtonAndEmptyLabel() throws {
        let window = Window(rootViewController: GreetingViewController(person: .davidBlaine))

        #expect(window.topViewController?.title == "Greeting")
        let button = try window.button("greeting.show")
        #expect(button.title == "Show greeting")
        #expect(button.isEnabled)
        #expect(try window.label("greeting.label").text == nil)
    }

    @Test(
        "G2: tapping Show greeting shows the greeting for the screen's person",
        arguments: [
            (Person.davidBlaine, "Hello David Blaine"),
            (Person.adaLovelace, "Hello Ada Lovelace"),
            (Person(firstName: "  Grace ", lastName: ""), "Hello Grace"),
        ]
    )
    func tappingShowGreetingShowsTheGreeting(person: Person, greeting: String) throws {
        let window = Window(rootViewController: GreetingViewController(person: person))

        try window.button("greeting.show").tap()

        #expect(try window.label("greeting.label").text == greeting)
    }

    @Test("G2: tapping Show greeting again shows the same greeting")
    func tappingAgainShowsTheSameGreeting() throws {
        let window = Window(rootViewController: GreetingViewController(person: .davidBlaine))

        try window.button("greeting.show").tap()
        try window.button("greeting.show").tap()

        #expect(try window.label("greeting.label").text == "Hello David Blaine")
    }

    @Test("G2: the greeting screen is freed when released")
    func greetingScreenIsFreedWhenReleased() async throws {
        let tracker = LeakTracker()
        var window: Window? = Window(rootViewController: GreetingViewController(person: .davidBlaine))
        let work = window!.work
        tracker.trackEverything(in: window!)
        try window?.button("greeting.show").tap()

        window = nil
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }
}
