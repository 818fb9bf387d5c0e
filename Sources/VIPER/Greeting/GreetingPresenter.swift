import Model

/// Decides what the greeting screen shows when the user asks for a greeting, and where its other buttons lead.
///
/// The VIPER Presenter: ``GreetingViewController`` owns it; it tells the passive ``GreetingView`` the Entity's own
/// `Person.greeting` (no use case, so no interactor) and navigates through ``GreetingRouting``.
@MainActor
final class GreetingPresenter {
    // MARK: - Dependencies

    private let person: Person
    private let router: any GreetingRouting

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any GreetingView)?

    /// Creates the presenter for `person` over its router; ``view`` is set afterwards.
    init(person: Person, router: any GreetingRouting) {
        self.person = person
        self.router = router
    }

    // MARK: - Inputs

    /// Call when the user taps "Show greeting": the view shows the person's greeting.
    func showGreetingButtonTapped() {
        view?.showGreeting(person.greeting)
    }

    /// Call when the user taps "Search photos": the search screen is shown.
    func searchPhotosTapped() {
        router.showSearch()
    }

    /// Call when the user taps "Log out": the person is logged out, if the app has a session to end.
    func logOutTapped() {
        router.logOut()
    }
}
