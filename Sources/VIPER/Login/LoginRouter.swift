import HeadlessUI
import Model

/// Navigates away from the login screen: in the app, through the app's router; alone, by pushing the greeting module.
///
/// The VIPER Router: ``LoginPresenter`` owns it and asks it through ``LoginRouting``; it tells the app's
/// ``AppRouting``, or pushes the module ``GreetingModule`` builds on its ``LoginViewController``'s stack.
@MainActor
final class LoginRouter: LoginRouting {
    // MARK: - Dependencies

    /// The services the greeting screen it pushes searches with.
    private let environment: AppEnvironment

    /// The app's router when the app built this screen; nil when it was built alone.
    private weak var app: (any AppRouting)?

    /// The screen whose navigation stack receives the next screen; the assembly sets it.
    weak var viewController: ViewController?

    /// Creates the router; the greeting screens it pushes search `environment`'s Flickr service, and a login goes to
    /// `app`, if any.
    init(environment: AppEnvironment, app: (any AppRouting)?) {
        self.environment = environment
        self.app = app
    }

    // MARK: - Inputs

    /// Shows the greeting screen of `person`: in the app, through the app's router, which makes it the root or goes
    /// where a pending link leads; alone, pushed onto the login screen's navigation stack.
    func showGreeting(for person: Person) {
        if let app {
            app.loggedIn(as: person)
        } else {
            viewController?.navigationController?.push(GreetingModule.build(person: person, environment: environment))
        }
    }
}
