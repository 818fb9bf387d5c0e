import HeadlessUI
import Model

/// Navigates away from the login screen by pushing the next screen on its navigation stack.
///
/// The MVP router: ``LoginPresenter`` owns it and asks it to navigate; it refers back to the
/// ``LoginViewController`` weakly (set by the assembly) and pushes this style's own
/// ``GreetingViewController``.
@MainActor
final class LoginRouter: LoginRouting {
    // MARK: - Dependencies

    /// The screen whose navigation stack receives the next screen.
    weak var viewController: ViewController?

    // MARK: - Inputs

    /// Pushes the greeting screen of `person` onto the login screen's navigation stack.
    func showGreeting(for person: Person) {
        viewController?.navigationController?.push(GreetingViewController(person: person))
    }
}
