import HeadlessUI
import Model

/// Navigates away from the login screen by pushing the next screen on its navigation stack.
///
/// The MVP router: ``LoginPresenter`` owns it and asks it to navigate through ``LoginRouting``; it refers back to
/// the ``LoginViewController`` weakly (set by the assembly), so a screen released mid-request goes nowhere, and
/// pushes this style's own ``GreetingViewController``.
@MainActor
final class LoginRouter: LoginRouting {
    // MARK: - Dependencies

    /// The screen whose navigation stack receives the next screen; the assembly sets it.
    weak var viewController: ViewController?

    // MARK: - Inputs

    /// Pushes the greeting screen of `person` onto the login screen's navigation stack.
    func showGreeting(for person: Person) {
        viewController?.navigationController?.push(GreetingViewController(person: person))
    }
}
