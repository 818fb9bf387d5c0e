import Model
import ReactiveCore
import TestSupport
import Testing

@testable import MVVMReactive

/// The greeting view model on its own: its input and its output, no widget.
@MainActor
struct GreetingViewModelTests {
    @Test("G1: shows the Show greeting button and an empty label")
    func greetingStartsEmpty() {
        let viewModel = GreetingViewModel(person: .davidBlaine)
        let greeting = OutputRecorder(viewModel.greeting)

        #expect(greeting.values == [""])
    }

    @Test(
        "G2: tapping Show greeting shows the greeting for the screen's person",
        arguments: [
            (Person.davidBlaine, "Hello David Blaine"),
            (Person.adaLovelace, "Hello Ada Lovelace"),
            (Person(firstName: "  Grace ", lastName: ""), "Hello Grace"),
        ]
    )
    func tappingShowsGreeting(person: Person, expected: String) {
        let viewModel = GreetingViewModel(person: person)
        let greeting = OutputRecorder(viewModel.greeting)

        viewModel.showGreetingButtonTapped()

        #expect(greeting.values == ["", expected])
    }

    @Test("G2: tapping Show greeting again keeps the same greeting")
    func tappingAgainKeepsGreeting() {
        let viewModel = GreetingViewModel(person: .davidBlaine)

        viewModel.showGreetingButtonTapped()
        viewModel.showGreetingButtonTapped()

        #expect(viewModel.greeting.value == "Hello David Blaine")
    }

    @Test("G2: the greeting view model is freed when released, even while observed")
    func greetingViewModelIsFreed() {
        let tracker = LeakTracker()
        var viewModel: GreetingViewModel? = GreetingViewModel(person: .davidBlaine)
        tracker.track(viewModel!)
        tracker.track(viewModel!.greeting)
        let greeting = OutputRecorder(viewModel!.greeting)
        viewModel!.showGreetingButtonTapped()

        viewModel = nil

        #expect(tracker.survivors.isEmpty)
        #expect(greeting.values == ["", "Hello David Blaine"])
    }
}
