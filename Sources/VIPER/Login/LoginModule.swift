import HeadlessUI
import Model

/// Assembles the login module — view controller, presenter, interactor and router — and wires the ways back, all
/// weak; whoever shows the returned controller owns it.
public enum LoginModule {
    /// The login screen over `environment`'s accounts, auth service and store, ready to be shown or pushed; in the app,
    /// its router reports a login to `app`.
    @MainActor
    public static func build(environment: AppEnvironment, app: (any AppRouting)? = nil) -> ViewController {
        let interactor = LoginInteractor(
            accounts: environment.accounts,
            auth: environment.auth,
            memory: LoginMemory(store: environment.store)
        )
        let router = LoginRouter(environment: environment, app: app)
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let viewController = LoginViewController(presenter: presenter)
        presenter.view = viewController
        interactor.output = presenter
        router.viewController = viewController
        return viewController
    }
}
