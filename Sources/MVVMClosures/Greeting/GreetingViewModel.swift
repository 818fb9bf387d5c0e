import Model

/// Decides what the greeting screen shows when the user asks for a greeting.
///
/// The MVVM view model, bound by hand: ``GreetingViewController`` owns it, calls its input and sets its output
/// closure. It never touches a widget and does not import HeadlessUI.
@MainActor
final class GreetingViewModel {
    // MARK: - Dependencies

    private let person: Person

    /// Creates the view model for `person`; the view sets the output closure afterwards.
    init(person: Person) {
        self.person = person
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting": the greeting becomes the person's.
    func showGreetingButtonTapped() {
        greeting = person.greeting
    }

    // MARK: - Outputs

    /// The text of the greeting label: empty until the user asks for it. Emits through ``onGreetingChange`` whenever
    /// set, equal or not; the view reads the first when it binds.
    private(set) var greeting = "" {
        didSet { onGreetingChange?(greeting) }
    }

    /// Emits when ``greeting`` is set, with the new text.
    var onGreetingChange: ((String) -> Void)?
}
