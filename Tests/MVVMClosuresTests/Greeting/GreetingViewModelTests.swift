import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// The greeting spec, proven on the view model alone with a recorder bound to its output closure. No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingViewModelTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        let (viewModel, greetings) = makeSUT(person: .davidBlaine)

        #expect(viewModel.greeting.isEmpty)
        #expect(greetings.values.isEmpty)
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let (viewModel, greetings) = makeSUT(person: greeting.person)

        viewModel.showGreetingButtonTapped()

        #expect(viewModel.greeting == greeting.greeting)
        #expect(greetings.values == [greeting.greeting])
    }

    @Test("G2: every tap emits the greeting, even when it has not changed")
    func everyTapEmitsTheGreeting() {
        let (viewModel, greetings) = makeSUT(person: .davidBlaine)

        viewModel.showGreetingButtonTapped()
        viewModel.showGreetingButtonTapped()

        #expect(greetings.values == ["Hello David Blaine", "Hello David Blaine"])
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> (viewModel: GreetingViewModel, greetings: ClosureRecorder<String>) {
        let viewModel = GreetingViewModel(person: person)
        let greetings = ClosureRecorder<String>()
        viewModel.onGreetingChange = { [weak greetings] greeting in greetings?.record(greeting) }
        trackForLeaks(viewModel, greetings)
        return (viewModel, greetings)
    }
}
