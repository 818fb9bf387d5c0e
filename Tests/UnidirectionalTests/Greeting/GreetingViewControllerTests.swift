import HeadlessUI
import Model
import TestSupport
import Testing

@testable import Unidirectional

/// The greeting built alone, as `makeScreen(.greeting)` and a Login alone (L7) build it, in a window: it keeps its
/// own store and goes its own way, with no app around it.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct GreetingViewControllerTests {
    @Test("alone, Search photos pushes a search screen of its own, again after coming back")
    func aloneSearchPhotosPushesSearch() async throws {
        let window = makeSUT()

        try window.button("greeting.search").tap()
        await window.settle()
        let first = window.navigationController.viewControllers.map(\.title)
        window.navigationController.pop()
        try window.button("greeting.search").tap()
        await window.settle()

        #expect(first == ["Greeting", "Flickr Search"])
        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == "")
    }

    @Test("alone, Log out does nothing: with no app, there is no session to end")
    func aloneLogOutDoesNothing() async throws {
        let window = makeSUT()
        try window.button("greeting.show").tap()
        let before = window.render()

        try window.button("greeting.logout").tap()
        await window.settle()

        #expect(window.render() == before)
        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting"])
    }

    // MARK: - Private

    private func makeSUT(sourceLocation: SourceLocation = #_sourceLocation) -> Window {
        let window = Window(rootViewController: GreetingViewController(person: .adaLovelace, environment: .testing()))
        trackForLeaks(window, sourceLocation: sourceLocation)
        return window
    }
}
