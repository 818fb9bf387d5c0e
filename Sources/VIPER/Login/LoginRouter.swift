import HeadlessUI
import Model

/// Navigates away from the login screen by building the next module and pushing it on its navigation stack.
///
/// The VIPER Router: ``LoginPresenter`` owns it and asks it to navigate through ``LoginRouting``; it refers back
/// to the ``LoginViewController`` weakly (set by the assembly), so a screen released mid-request goes nowhere, and
/// pushes the module ``GreetingModule`` builds.
@MainActor
final class LoginRouter: LoginRouting {
    // MARK: - Dependencies

    /// The screen whose navigation stack receives the next screen; the assembly sets it.
    weak var viewController: ViewController?

    // MARK: - Inputs

    /// Pushes the greeting screen of `person` onto the login screen's navigation stack.
    func showGreeting(for person: Person) {
        viewController?.navigationController?.push(GreetingModule.build(person: person))
    }
}
