import Model

/// Decides what the greeting screen shows when the user asks for a greeting.
///
/// The MVP presenter: ``GreetingViewController`` owns it and forwards the tap to it; it answers by
/// telling the passive ``GreetingView``, which it holds weakly, the person's greeting. It never touches a
/// widget and does not import HeadlessUI.
@MainActor
final class GreetingPresenter {
    // MARK: - Dependencies

    private let person: Person

    /// The screen to tell; set by the assembly right after both exist.
    weak var view: (any GreetingView)?

    /// Creates the presenter for `person`; ``view`` is set afterwards.
    init(person: Person) {
        self.person = person
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting".
    func showGreetingButtonTapped() {
        view?.showGreeting(person.greeting)
    }
}
