import Catalog
import HeadlessUI
import Model
import TestSupport
import Testing

/// The greeting screen as a user meets it, written once and run against every architecture.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct GreetingAcceptanceTests {
    @Test("G1: shows the Show greeting button and an empty label", arguments: Architecture.allCases)
    func showsTheButtonAndAnEmptyLabel(architecture: Architecture) throws {
        let window = Window.open(.greeting, in: architecture, environment: .testing())

        #expect(window.topViewController?.title == "Greeting")
        let button = try window.button("greeting.show")
        #expect(button.title == "Show greeting")
        #expect(button.isEnabled)
        #expect(try window.label("greeting.label").text ?? "" == "")
    }

    @Test("G1: shows Search photos and a Log out bar button, both enabled", arguments: Architecture.allCases)
    func showsTheNavigationButtons(architecture: Architecture) throws {
        let window = Window.open(.greeting, in: architecture, environment: .testing())

        let searchPhotos = try window.button("greeting.search")
        let logOut = try window.button("greeting.logout")
        #expect(searchPhotos.title == "Search photos")
        #expect(logOut.title == "Log out")
        #expect(searchPhotos.isEnabled && logOut.isEnabled)
    }

    @Test("G1: built alone, Log out changes nothing; Search photos pushes Search", arguments: Architecture.allCases)
    func builtAloneTheButtonsDoWhatTheySay(architecture: Architecture) async throws {
        let window = Window.open(.greeting, in: architecture, environment: .testing())

        try window.button("greeting.logout").tap()
        await window.settle()
        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting"])

        try window.button("greeting.search").tap()
        await window.settle()
        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: Architecture.allCases)
    func tappingShowsTheGreeting(architecture: Architecture) async throws {
        let window = Window.open(.greeting, in: architecture, environment: .testing())

        try window.button("greeting.show").tap()
        await window.settle()

        #expect(try window.label("greeting.label").text == "Hello David Blaine")
    }

    @Test("G2: the greeting follows the environment's person", arguments: Architecture.allCases)
    func greetingFollowsThePerson(architecture: Architecture) async throws {
        let person = Person(firstName: " Grace ", lastName: "")
        let window = Window.open(.greeting, in: architecture, environment: .testing(person: person))

        try window.button("greeting.show").tap()
        await window.settle()

        #expect(try window.label("greeting.label").text == "Hello Grace")
    }

    @Test("G1: every style draws the same empty greeting screen")
    func everyStyleDrawsTheSameScreen() {
        let drawn = Architecture.allCases.map { architecture in
            Window.open(.greeting, in: architecture, environment: .testing()).render()
        }

        #expect(Set(drawn).count == 1, "\(drawn)")
    }

    @Test("G2: the greeting screen is freed when released", arguments: Architecture.allCases)
    func greetingScreenIsFreed(architecture: Architecture) async throws {
        var window: Window? = Window.open(.greeting, in: architecture, environment: .testing())
        try window?.button("greeting.show").tap()
        let work = try #require(window?.work)

        window = nil
        await work.settle()
    }
}
