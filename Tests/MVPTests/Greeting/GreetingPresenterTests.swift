import Model
import TestSupport
import Testing

@testable import MVP

/// The greeting spec, proven on the presenter alone with a recording view: the scenarios are TestSupport's, written
/// once for MVP and VIPER; this suite builds MVP's presenter for them. No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingPresenterTests: GreetingSpec {
    private let scenarios = GreetingPresenterScenarios(makeSUT: Self.makeSUT)

    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        scenarios.greetingLabelStartsEmpty()
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        scenarios.tappingShowGreetingShowsThePersonsGreeting(greeting)
    }

    @Test("G2: the presenter holds its screen weakly: a released screen is freed while the presenter lives")
    func presenterHoldsItsScreenWeakly() {
        // The recording screen is dropped at once: only the presenter could keep it, as it would keep the screen that
        // owns it in a cycle.
        let (presenter, _) = Self.makeSUT(person: .davidBlaine)

        #expect(presenter.view == nil)
    }

    // MARK: - Private

    private static func makeSUT(person: Person) -> (presenter: GreetingPresenter, view: GreetingViewRecorder) {
        let presenter = GreetingPresenter(person: person)
        let view = GreetingViewRecorder()
        presenter.view = view
        trackForLeaks(presenter, view)
        return (presenter, view)
    }
}

extension GreetingPresenter: GreetingPresenterInputs {}
extension GreetingViewRecorder: GreetingView {}
