import Model

/// Turns the greeting screen's one tap into the text it shows.
///
/// The MVVM view model, bound by hand: ``GreetingViewController`` owns it, calls its input and renders
/// its one output, ``greeting``, whose `didSet` calls ``onGreetingChange``. It knows nothing of the view
/// and imports no UI, so its tests need no window.
@MainActor
final class GreetingViewModel {
    // MARK: - Dependencies

    private let person: Person

    /// Creates the view model for the screen greeting `person`; the greeting stays empty until asked for.
    init(person: Person) {
        self.person = person
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting".
    func showGreetingButtonTapped() {
        greeting = person.greeting
    }

    // MARK: - Outputs

    /// The text of the greeting label: empty until the user asks for it.
    ///
    /// Emits through ``onGreetingChange`` every time it is set. Read it once when binding: a `didSet`
    /// binding never delivers the value it already has.
    private(set) var greeting = "" {
        didSet { onGreetingChange?(greeting) }
    }

    /// Emits when ``greeting`` is set, with the new text. The view controller sets it, capturing itself
    /// weakly: this view model is owned by that controller.
    var onGreetingChange: ((String) -> Void)?
}
