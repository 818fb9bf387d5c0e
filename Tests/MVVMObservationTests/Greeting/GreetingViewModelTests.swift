import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// The greeting spec, proven on the view model alone: its output is read after the input, and a tracked read shows
/// the screen would learn of the change. No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingViewModelTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        let viewModel = makeSUT(person: .davidBlaine)

        #expect(viewModel.greeting.isEmpty)
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let viewModel = makeSUT(person: greeting.person)
        let label = TrackedRead { viewModel.greeting }

        viewModel.showGreetingButtonTapped()

        #expect(viewModel.greeting == greeting.greeting)
        #expect(label.changeIsAnnounced)
    }

    @Test("G2: tapping Show greeting again keeps showing the greeting")
    func tappingAgainKeepsShowingTheGreeting() {
        let viewModel = makeSUT(person: .davidBlaine)
        viewModel.showGreetingButtonTapped()

        viewModel.showGreetingButtonTapped()

        #expect(viewModel.greeting == Person.davidBlaine.greeting)
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> GreetingViewModel {
        let viewModel = GreetingViewModel(person: person)
        trackForLeaks(viewModel)
        return viewModel
    }
}
