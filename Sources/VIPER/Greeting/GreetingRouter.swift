import HeadlessUI
import Model

/// Navigates away from the greeting screen: it builds the search module and pushes it, and tells the app of a log out.
///
/// The VIPER Router: ``GreetingPresenter`` owns it and asks it through ``GreetingRouting``; it pushes the module
/// ``SearchModule`` builds on its ``GreetingViewController``'s stack, and tells the app's ``AppRouting``.
@MainActor
final class GreetingRouter: GreetingRouting {
    // MARK: - Dependencies

    /// The services the search screen it pushes searches with.
    private let environment: AppEnvironment

    /// The app's router when the app built this screen; nil when it was built alone.
    private weak var app: (any AppRouting)?

    /// The screen whose navigation stack receives the next screen; the assembly sets it.
    weak var viewController: ViewController?

    /// Creates the router; the search screens it pushes search `environment`'s Flickr service, and a log out goes to
    /// `app`, if any.
    init(environment: AppEnvironment, app: (any AppRouting)?) {
        self.environment = environment
        self.app = app
    }

    // MARK: - Inputs

    /// Pushes the search screen onto the greeting screen's navigation stack, in the app as alone.
    func showSearch() {
        viewController?.navigationController?.push(SearchModule.build(environment: environment))
    }

    /// Tells the app's router that the person logged out; built alone, there is no session to end.
    func logOut() {
        app?.loggedOut()
    }
}
