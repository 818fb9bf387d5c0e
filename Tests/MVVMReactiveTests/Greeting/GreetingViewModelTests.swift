import Model
import TestSupport
import Testing

@testable import MVVMReactive

/// The greeting spec, proven on the view model alone with a recorder observing its outputs, its route among them
/// (N1). No HeadlessUI here.
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

    @Test("N1: Search photos sends the user to Search, and only there")
    func searchPhotosRoutesToSearch() {
        let (viewModel, recorder) = makeSUT(person: .davidBlaine)

        viewModel.searchPhotosTapped()

        #expect(recorder.routes == [.search])
        #expect(recorder.greetings == [""])
    }

    @Test("N1: Log out asks to end the session, and nothing else")
    func logOutRoutesOutOfTheSession() {
        let (viewModel, recorder) = makeSUT(person: .davidBlaine)

        viewModel.logOutTapped()

        #expect(recorder.routes == [.logOut])
        #expect(recorder.greetings == [""])
    }

    @Test("N1: Show greeting greets and goes nowhere")
    func showGreetingGoesNowhere() {
        let (viewModel, recorder) = makeSUT(person: .davidBlaine)

        viewModel.showGreetingButtonTapped()

        #expect(recorder.routes.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> (viewModel: GreetingViewModel, recorder: GreetingViewModelRecorder) {
        let viewModel = GreetingViewModel(person: person)
        let recorder = GreetingViewModelRecorder(viewModel)
        trackForLeaks(viewModel, recorder)
        return (viewModel, recorder)
    }
}
