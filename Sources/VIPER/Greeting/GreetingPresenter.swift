import Model

/// Decides what the greeting screen shows when the user asks for a greeting.
///
/// The VIPER Presenter: ``GreetingViewController`` owns it and forwards the tap; it tells the passive
/// ``GreetingView``, held weakly, the Entity's own `Person.greeting`: no use case, so no interactor.
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
