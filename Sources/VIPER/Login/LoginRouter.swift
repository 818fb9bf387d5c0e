import HeadlessUI
import Model

/// Navigation out of the login screen: builds the next module and pushes it.
///
/// The VIPER Router: ``LoginPresenter`` owns it and calls it through ``LoginRouting``; it refers to the
/// login screen weakly, so a screen released mid-request simply goes nowhere.
@MainActor
final class LoginRouter: LoginRouting {
    // MARK: - Dependencies

    /// The screen routes start from; ``LoginModule`` sets it.
    weak var viewController: ViewController?

    // MARK: - Inputs

    /// Pushes the greeting module of `person` onto the login screen's navigation stack.
    func showGreeting(for person: Person) {
        viewController?.navigationController?.push(GreetingModule.build(person: person))
    }
}
