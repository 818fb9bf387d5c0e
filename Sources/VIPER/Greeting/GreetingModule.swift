import HeadlessUI
import Model

/// Assembles the greeting module — view controller, presenter and router — and wires the ways back, all weak; whoever
/// shows the returned controller owns it. No interactor: the greeting is the Entity's own `Person.greeting`.
public enum GreetingModule {
    /// The greeting screen for `person`, ready to be shown or pushed: its router pushes the search module over
    /// `environment`, and in the app reports a log out to `app`.
    @MainActor
    public static func build(
        person: Person,
        environment: AppEnvironment,
        app: (any AppRouting)? = nil
    ) -> ViewController {
        let router = GreetingRouter(environment: environment, app: app)
        let presenter = GreetingPresenter(person: person, router: router)
        let viewController = GreetingViewController(presenter: presenter)
        presenter.view = viewController
        router.viewController = viewController
        return viewController
    }
}
