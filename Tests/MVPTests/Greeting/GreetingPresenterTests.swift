import Model
import TestSupport
import Testing

@testable import MVP

/// The greeting spec, proven on the presenter alone with a view spy. No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingPresenterTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        let (_, view) = makeSUT(person: .davidBlaine)

        // Assembled and attached, the presenter tells the view nothing until a tap, so the label keeps the empty text
        // the view starts with (GreetingViewControllerTests checks that text on screen).
        #expect(view.greetings.isEmpty)
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let (presenter, view) = makeSUT(person: greeting.person)

        presenter.showGreetingButtonTapped()

        #expect(view.greetings == [greeting.greeting])
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> (presenter: GreetingPresenter, view: GreetingViewSpy) {
        let presenter = GreetingPresenter(person: person)
        let view = GreetingViewSpy()
        presenter.view = view
        trackForLeaks(presenter, view)
        return (presenter, view)
    }
}
