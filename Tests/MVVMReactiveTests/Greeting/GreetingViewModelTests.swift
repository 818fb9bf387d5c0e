import Model
import Testing

@testable import MVVMReactive

/// The greeting screen's behaviour, proven on its view model alone: no window, no widgets.
@MainActor
struct GreetingViewModelTests {
    @Test("G1: shows the Show greeting button and an empty label")
    func startsWithAnEmptyGreeting() {
        let (viewModel, recorder) = makeSUT(person: .davidBlaine)

        #expect(viewModel.greeting.value == "")
        #expect(recorder.greetings == [""])
    }

    @Test(
        "G2: tapping Show greeting shows the greeting for the screen's person",
        arguments: [
            (Person.davidBlaine, "Hello David Blaine"),
            (Person.adaLovelace, "Hello Ada Lovelace"),
            (Person(firstName: " Grace ", lastName: ""), "Hello Grace"),
        ]
    )
    func tapShowsTheGreeting(person: Person, expected: String) {
        let (viewModel, recorder) = makeSUT(person: person)

        viewModel.showGreetingButtonTapped()

        #expect(viewModel.greeting.value == expected)
        #expect(recorder.greetings == ["", expected])
    }

    @Test("G2: every tap emits the greeting, even when it has not changed")
    func everyTapEmits() {
        let (viewModel, recorder) = makeSUT(person: .davidBlaine)

        viewModel.showGreetingButtonTapped()
        viewModel.showGreetingButtonTapped()

        #expect(recorder.greetings == ["", "Hello David Blaine", "Hello David Blaine"])
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> (GreetingViewModel, GreetingViewModelRecorder) {
        let viewModel = GreetingViewModel(person: person)
        return (viewModel, GreetingViewModelRecorder(viewModel))
    }
}
