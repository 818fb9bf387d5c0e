import Model
import Observation

/// Decides what the greeting screen shows when the user asks for a greeting.
///
/// The MVVM view model, observed: ``GreetingViewController`` owns it, calls its input and reads ``greeting`` in its
/// tracked pass. It knows no widget.
@Observable
@MainActor
final class GreetingViewModel {
    // MARK: - Dependencies

    private let person: Person

    /// Creates the view model for `person`.
    init(person: Person) {
        self.person = person
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting": the greeting becomes the person's.
    func showGreetingButtonTapped() {
        greeting = person.greeting
    }

    // MARK: - Outputs

    /// The text of the greeting label: empty until the user asks for it.
    private(set) var greeting = ""
}
