/// Turns the greeting screen's events into what it shows.
///
/// The VIPER Presenter: ``GreetingViewController`` owns it and forwards every event to it; it asks its
/// ``GreetingInteractor`` (owned) for the text and pushes it into the passive ``GreetingView`` (held
/// weakly). It owns the module's ``GreetingRouter``, which has no routes yet. No HeadlessUI here.
@MainActor
final class GreetingPresenter {
    // MARK: - Dependencies

    /// Internal, not private, so the leak tests can track the interactor the module made.
    let interactor: GreetingInteractor
    /// Internal, not private, so the leak tests can track the router the module made.
    let router: GreetingRouter

    /// The screen; ``GreetingModule`` sets it right after creating both.
    weak var view: (any GreetingView)?

    /// Creates the presenter over its interactor and router; ``view`` is set afterwards.
    init(interactor: GreetingInteractor, router: GreetingRouter) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting": the view shows the person's greeting.
    func showGreetingButtonTapped() {
        view?.showGreeting(interactor.greeting())
    }
}
