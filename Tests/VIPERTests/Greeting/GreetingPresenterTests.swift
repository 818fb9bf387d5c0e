import Model
import TestSupport
import Testing

@testable import VIPER

/// The greeting spec on the presenter alone, with a view spy: the module has no interactor and no router, so this is
/// MVP's test of the same presenter. ``GreetingModuleTests`` proves the assembly.
@MainActor
@Suite(.leakChecked)
struct GreetingPresenterTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        let (_, view) = makeSUT(person: .davidBlaine)

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
