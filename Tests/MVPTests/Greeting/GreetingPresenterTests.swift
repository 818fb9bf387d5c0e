import Model
import TestSupport
import Testing

@testable import MVP

/// The greeting spec, proven on the presenter alone: a view spy stands in for the screen. No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingPresenterTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        // Assembled, the presenter tells the view nothing until a tap: the label keeps the empty text it starts with
        // (the acceptance suite reads that text on screen).
        let (_, view) = makeSUT(person: .davidBlaine)

        #expect(view.greetings.isEmpty)
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let (presenter, view) = makeSUT(person: greeting.person)

        presenter.showGreetingButtonTapped()

        #expect(view.greetings == [greeting.greeting])
    }

    @Test("G2: the presenter holds its screen weakly: a released screen is freed while the presenter lives")
    func presenterHoldsItsScreenWeakly() {
        // The view spy is dropped at once: only the presenter could keep it, as it would keep the screen that owns it
        // in a cycle.
        let (presenter, _) = makeSUT(person: .davidBlaine)

        #expect(presenter.view == nil)
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
