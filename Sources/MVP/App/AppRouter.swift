import HeadlessUI
import Model

/// Owns the app's navigation (N1–N6): the stack the window shows, the session, and the link that waits for a login.
///
/// The MVP app router: the screens it builds report a login and a log out through their routers (``AppRouting``, held
/// weakly); it answers the links it is handed and builds this style's screens. The app's scene owns it.
@MainActor
public final class AppRouter: AppRouting {
    // MARK: - Dependencies

    private let environment: AppEnvironment

    /// The app's navigation stack, which the window shows: Login, until somebody logs in.
    public private(set) lazy var navigation = NavigationController(rootViewController: loginScreen())

    // MARK: - State

    /// Who is logged in: a link goes where it says only while somebody is.
    private var session = Session()

    /// The last link opened while nobody was logged in: where the next login leads instead of the greeting.
    private var pendingLink: DeepLink?

    /// Creates the app over `environment`'s services; ``navigation`` starts on Login.
    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    // MARK: - Inputs

    /// Goes where `link` says while somebody is logged in (N2); otherwise keeps it for the next login, in place of any
    /// link kept before, and leaves Login as it is (N3, N4). A link the app does not know shows a toast and changes
    /// nothing else (N5).
    public func open(_ link: String) {
        guard let link = DeepLink(link) else {
            navigation.window?.toast.show(AppTexts.cannotOpenLink)
            return
        }
        guard session.isLoggedIn else {
            pendingLink = link
            return
        }
        // While somebody is logged in, the root is their greeting: it stays, and everything above it is replaced.
        navigation.setViewControllers(stack(leadingTo: link, from: navigation.viewControllers[0]))
    }

    /// Logs `person` in and makes their greeting the root, with no way back to Login, and the pending link's
    /// destination on top of it if a link waits (N1, N3).
    public func loggedIn(as person: Person) {
        session.logIn(as: person)
        let link = pendingLink ?? .greeting
        pendingLink = nil
        navigation.setViewControllers(stack(leadingTo: link, from: greetingScreen(for: person)))
    }

    /// Ends the session and leaves a new Login alone on the stack, which pre-fills the remembered phone (N1, L9); every
    /// other screen is freed, and its work cancelled with it.
    public func loggedOut() {
        session.logOut()
        navigation.setViewControllers([loginScreen()])
    }

    // MARK: - Private

    /// `greeting`, with a new search screen on top for a search link: it shows the link's text and searches it as Go
    /// would (S1–S6).
    private func stack(leadingTo link: DeepLink, from greeting: ViewController) -> [ViewController] {
        switch link {
        case .greeting: [greeting]
        case .search(let text): [greeting, SearchViewController(environment: environment, text: text)]
        }
    }

    private func loginScreen() -> ViewController {
        LoginViewController(environment: environment, app: self)
    }

    private func greetingScreen(for person: Person) -> ViewController {
        GreetingViewController(person: person, environment: environment, app: self)
    }
}
