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

    @Test("N1: the greeting shows Search photos and the Log out bar button")
    func showsSearchPhotosAndLogOut() throws {
        let window = makeSUT(person: .davidBlaine)

        #expect(try window.button("greeting.search").title == "Search photos")
        #expect(try window.button("greeting.search").isEnabled)
        #expect(window.topViewController?.navigationItem.rightBarButton?.accessibilityIdentifier == "greeting.logout")
        #expect(try window.button("greeting.logout").title == "Log out")
        #expect(try window.button("greeting.logout").isEnabled)
    }

    @Test("N1: built alone, Search photos pushes an empty search screen")
    func searchPhotosAlonePushesSearch() throws {
        let window = makeSUT(person: .davidBlaine)

        try window.button("greeting.search").tap()
        // The search screen this controller built must be freed with the window too.
        trackForLeaks(window)

        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(window.topViewController is SearchViewController)
        #expect(try window.textField("search.text").text.isEmpty)
        #expect(try window.button("search.go").isEnabled == false)
    }

    @Test("N1: built alone, Log out changes nothing: with no app there is no session to end")
    func logOutAloneChangesNothing() throws {
        let window = makeSUT(person: .adaLovelace)
        try window.button("greeting.show").tap()
        let before = window.render()

        try window.button("greeting.logout").tap()

        #expect(window.render() == before)
        #expect(window.navigationController.viewControllers.count == 1)
        #expect(window.topViewController is GreetingViewController)
        #expect(try window.label("greeting.label").text == Person.adaLovelace.greeting)
        #expect(window.toast.messages.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> Window {
        let window = Window(
            rootViewController: GreetingViewController(person: person, environment: .testing(person: person)))
        trackForLeaks(window)
        return window
    }
}
