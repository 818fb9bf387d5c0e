import HeadlessUI
import Model

/// Builds the greeting screen the VIPER way: view controller, presenter, interactor and router, wired.
///
/// Ownership: the view controller owns the presenter, which owns the interactor and the router; the
/// presenter's `view` and the router's `viewController` point back weakly. Whoever shows the returned
/// controller (a window, a navigation controller) owns the whole module.
public enum GreetingModule {
    /// The greeting screen for `person`, ready to be shown or pushed.
    @MainActor
    public static func build(person: Person) -> ViewController {
        let interactor = GreetingInteractor(person: person)
        let router = GreetingRouter()
        let presenter = GreetingPresenter(interactor: interactor, router: router)
        let viewController = GreetingViewController(presenter: presenter)
        presenter.view = viewController
        router.viewController = viewController
        return viewController
    }
}
