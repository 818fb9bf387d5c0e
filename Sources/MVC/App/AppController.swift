import HeadlessUI
import Model

/// The app: its window from Login on, who is logged in, and the links the system hands over.
///
/// MVC's app-level controller, in the scene delegate's role: the delegate of the login and greeting screens, it logs
/// in and out, holds a link until a login and builds whole stacks; the screens push as before. The scene owns it.
@MainActor
public final class AppController {
    // MARK: - Dependencies

    private let environment: AppEnvironment

    // MARK: - Views

    /// The window showing the app; it starts on Login.
    public let window: Window

    /// The window's stack, which this controller replaces whole at a login, a log-out and a link.
    private let navigationController: NavigationController

    // MARK: - State

    /// Who is logged in: a link goes where it says only once somebody is.
    private var session = Session()

    /// The last link opened while nobody was logged in: where the next successful login goes instead of the greeting.
    private var pendingLink: DeepLink?

    /// Creates the app over `environment`: a window showing a login screen this controller is the delegate of.
    public init(environment: AppEnvironment) {
        self.environment = environment
        let login = LoginViewController(environment: environment)
        navigationController = NavigationController(rootViewController: login)
        window = Window(rootViewController: navigationController)
        login.delegate = self
    }

    // MARK: - Actions

    /// Call when the system hands the app `link` (`scene(_:openURLContexts:)`): logged in, the stack becomes what it
    /// asks for; logged out, or while a login runs, it waits for the login; a link the app does not know shows a
    /// toast and changes nothing else.
    public func open(_ link: String) {
        guard let link = DeepLink(link) else {
            window.toast.show(AppTexts.cannotOpenLink)
            return
        }
        guard let person = session.person else {
            pendingLink = link
            return
        }
        show(link, to: person)
    }

    // MARK: - Private

    /// Makes the stack exactly what `link` asks for, under `person`'s greeting (the one shown, if any): whatever else
    /// was open leaves it, freed and its work cancelled. A search link's text goes through a new search screen's own
    /// Go, counted by the window.
    private func show(_ link: DeepLink, to person: Person) {
        let greeting =
            navigationController.viewControllers.first as? GreetingViewController ?? makeGreeting(for: person)
        switch link {
        case .greeting:
            navigationController.setViewControllers([greeting])
        case .search(let text):
            let search = SearchViewController(environment: environment)
            navigationController.setViewControllers([greeting, search])
            search.view.dispatch { [weak search] in await search?.searchLinkOpened(text: text)?.value }
        }
    }

    private func makeGreeting(for person: Person) -> GreetingViewController {
        let greeting = GreetingViewController(person: person, environment: environment)
        greeting.delegate = self
        return greeting
    }

    private func makeLogin() -> LoginViewController {
        let login = LoginViewController(environment: environment)
        login.delegate = self
        return login
    }
}

extension AppController: LoginViewControllerDelegate {
    /// `person` is logged in, and the app goes where the pending link asks, or to the greeting; either way the
    /// greeting is the stack's root, with no way back to Login.
    func loginViewController(_ controller: LoginViewController, didLogIn person: Person) {
        session.logIn(as: person)
        let destination = pendingLink ?? .greeting
        pendingLink = nil
        show(destination, to: person)
    }
}

extension AppController: GreetingViewControllerDelegate {
    /// Nobody is logged in any more (and no link is pending: one waits only while nobody is); a new login screen, its
    /// phone pre-filled (L9), is alone on the stack, and every other screen is freed with its work.
    func greetingViewControllerDidLogOut(_ controller: GreetingViewController) {
        session.logOut()
        navigationController.setViewControllers([makeLogin()])
    }
}
