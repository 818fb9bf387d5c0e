import HeadlessUI
import Model

/// Assembles the login screen the VIPER way: view controller, presenter, interactor and router, wired.
///
/// Ownership: the view controller owns the presenter, which owns the interactor and the router; the presenter's
/// `view`, the interactor's `output` and the router's `viewController` point back weakly. Whoever shows the
/// returned controller (a window, a navigation controller) owns the whole module.
public enum LoginModule {
    /// The login screen over `environment`'s accounts, auth service and store, ready to be shown or pushed.
    @MainActor
    public static func build(environment: AppEnvironment) -> ViewController {
        let interactor = LoginInteractor(
            accounts: environment.accounts,
            auth: environment.auth,
            memory: LoginMemory(store: environment.store)
        )
        let router = LoginRouter()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let viewController = LoginViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        router.viewController = viewController
        return viewController
    }
}
