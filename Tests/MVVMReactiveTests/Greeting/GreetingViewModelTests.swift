import Model
import TestSupport
import Testing

@testable import MVVMReactive

/// The greeting spec, proven on the view model alone with a recorder observing its output. No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingViewModelTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        let (viewModel, recorder) = makeSUT(person: .davidBlaine)

        #expect(viewModel.greeting.value.isEmpty)
        #expect(recorder.greetings == [""])
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let (viewModel, recorder) = makeSUT(person: greeting.person)

        viewModel.showGreetingButtonTapped()

        #expect(viewModel.greeting.value == greeting.greeting)
        #expect(recorder.greetings == ["", greeting.greeting])
    }

    @Test("G2: every tap emits the greeting, even when it has not changed")
    func everyTapEmitsTheGreeting() {
        let (viewModel, recorder) = makeSUT(person: .davidBlaine)

        viewModel.showGreetingButtonTapped()
        viewModel.showGreetingButtonTapped()

        #expect(recorder.greetings == ["", "Hello David Blaine", "Hello David Blaine"])
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> (viewModel: GreetingViewModel, recorder: GreetingViewModelRecorder) {
        let viewModel = GreetingViewModel(person: person)
        let recorder = GreetingViewModelRecorder(viewModel)
        trackForLeaks(viewModel, recorder)
        return (viewModel, recorder)
    }
}
