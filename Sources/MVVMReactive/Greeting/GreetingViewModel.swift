import Model
import ReactiveCore

/// What the greeting screen shows, as a mapping of its one input to its one output.
///
/// The MVVM-reactive view model: ``GreetingViewController`` owns it, binds ``greeting`` to its label and calls
/// ``showGreetingButtonTapped()`` when the button is tapped. It knows no widget and refers to nothing but its person.
@MainActor
final class GreetingViewModel {
    // MARK: - State

    private let tapsInput: Signal<Void>.Observer

    /// Creates the view model for `person`'s greeting.
    init(person: Person) {
        let (taps, tapsInput) = Signal<Void>.pipe()
        self.tapsInput = tapsInput
        greeting = Property(initial: "", then: taps.map { person.greeting })
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting".
    func showGreetingButtonTapped() {
        tapsInput.send(())
    }

    // MARK: - Outputs

    /// The greeting text: empty until the button is first tapped, then the person's greeting. Observing it sends the
    /// current text first.
    let greeting: Property<String>
}
