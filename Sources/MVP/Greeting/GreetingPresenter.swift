import Model

/// Decides what the greeting screen shows when the user asks for a greeting.
///
/// The MVP presenter: ``GreetingViewController`` owns it and forwards the tap; it tells the passive ``GreetingView``,
/// held weakly, the person's greeting from the Model. No HeadlessUI here.
@MainActor
final class GreetingPresenter {
    // MARK: - Dependencies

    private let person: Person

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any GreetingView)?

    /// Creates the presenter for `person`; ``view`` is set afterwards.
    init(person: Person) {
        self.person = person
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting": the view shows the person's greeting.
    func showGreetingButtonTapped() {
        view?.showGreeting(person.greeting)
    }
}
