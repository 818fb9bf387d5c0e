import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// The view in a window, assembled as the app assembles it: its widgets exist, the tap reaches the view model and
/// the view model's greeting reaches the label. The behaviour itself is proven on the view model, in
/// ``GreetingViewModelTests``.
@MainActor
@Suite(.leakChecked)
struct GreetingViewControllerTests {
    @Test("G1: shows the Show greeting button and an empty label")
    func showsTheButtonAndAnEmptyLabel() throws {
        let window = makeSUT(person: .davidBlaine)

        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.button("greeting.show").title == "Show greeting")
        #expect(try window.button("greeting.show").isEnabled)
        #expect((try window.label("greeting.label").text ?? "").isEmpty)
    }

    @Test("G2: tapping Show greeting in a window puts the person's greeting in the label")
    func tapPutsTheGreetingInTheLabel() throws {
        let window = makeSUT(person: .adaLovelace)

        try window.button("greeting.show").tap()

        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> Window {
        let window = Window(rootViewController: GreetingViewController(person: person))
        trackForLeaks(window)
        return window
    }
}
