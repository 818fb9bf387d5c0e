import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVC

/// The greeting spec, proven through the controller and its widgets in a window: in MVC the controller is where the
/// logic lives, so a test puts it on screen, taps and reads the label.
@MainActor
@Suite(.leakChecked)
struct GreetingViewControllerTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() throws {
        let window = makeSUT(person: .davidBlaine)

        #expect((try window.label("greeting.label").text ?? "").isEmpty)
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) throws {
        let window = makeSUT(person: greeting.person)

        try window.button("greeting.show").tap()

        #expect(try window.label("greeting.label").text == greeting.greeting)
        #expect(try window.label("greeting.label").isHidden == false)
    }

    @Test("G2: tapping Show greeting again keeps showing the greeting")
    func tappingAgainKeepsShowingTheGreeting() throws {
        let window = makeSUT(person: .davidBlaine)

        try window.button("greeting.show").tap()
        try window.button("greeting.show").tap()

        #expect(try window.label("greeting.label").text == Person.davidBlaine.greeting)
    }

    @Test("G1: shows the Show greeting button and an empty label")
    func showsTheButtonAndAnEmptyLabel() throws {
        let window = makeSUT(person: .davidBlaine)

        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.button("greeting.show").title == "Show greeting")
        #expect(try window.button("greeting.show").isEnabled)
        #expect((try window.label("greeting.label").text ?? "").isEmpty)
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> Window {
        let window = Window(rootViewController: GreetingViewController(person: person))
        trackForLeaks(window)
        return window
    }
}
