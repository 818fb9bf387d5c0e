import Model
import ReactiveCore

/// What the greeting screen shows, as a mapping of its one input to its one output.
///
/// The MVVM-reactive view model: ``GreetingViewController`` owns it, binds ``greeting`` to its label
/// and calls ``showGreetingButtonTapped()`` when the button is tapped. It knows no widget and refers
/// to nothing but its person.
@MainActor
final class GreetingViewModel {
    /// Creates the view model for `person`'s greeting.
    init(person: Person) {
        let (tapped, tappedInput) = Signal<Void>.pipe()
        showGreetingTapped = tappedInput
        greeting = Property(initial: "", then: tapped.map { person.greeting })
    }

    // MARK: - Inputs

    /// Call when the user taps Show greeting.
    func showGreetingButtonTapped() {
        showGreetingTapped.send(())
    }

    // MARK: - Outputs

    /// Emits the greeting text: empty until the button is first tapped, then the person's greeting.
    /// Observing it sends the current text first.
    let greeting: Property<String>

    // MARK: - Private

    private let showGreetingTapped: Signal<Void>.Observer
}
