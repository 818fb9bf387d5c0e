import HeadlessUI
import Model
import ReactiveCore

/// Owns the app's navigation (N1–N6), the MVVM-C way: it builds every screen and binds to its view model's routes.
///
/// A view model says only where the user asked to go; the coordinator decides what that means now (logged in or not, a
/// link pending). It owns the stack the window shows; the app's scene owns it, and route bindings hold it weakly.
@MainActor
public final class AppCoordinator {
    // MARK: - Dependencies

    /// The services every screen is built over.
    private let environment: AppEnvironment

    /// The stack the window shows: Login alone while nobody is logged in, then the greeting at the root.
    public let navigationController: NavigationController

    // MARK: - State

    /// Who is logged in: a link goes where it says only while somebody is (N2, N3).
    private var session = Session()

    /// The link that came while nobody was logged in, where the next successful login goes instead of the greeting
    /// (N3, N4): a second link replaces it, a login takes it, so none survives a log out.
    private var pendingLink: DeepLink?

    /// Creates the app over `environment`, on Login (N1); the scene puts ``navigationController`` in its window.
    public init(environment: AppEnvironment) {
        self.environment = environment
        let viewModel = LoginViewModel(environment: environment)
        let login = LoginViewController(viewModel: viewModel)
        navigationController = NavigationController(rootViewController: login)
        // The first Login's route is bound here, once self is whole: the next ones are built by loginScreen(). Each
        // route binding ends with its screen (its view's lifetime, as its widgets' bindings do).
        BindingTarget(lifetime: login.reactive.lifetime) { [weak self] in self?.follow($0) } <~ viewModel.loggedIn
    }

    // MARK: - Inputs

    /// Call when the system hands the app `link` (a scene's `openURLContexts`): a link the app does not know shows a
    /// toast and changes nothing else (N5); logged in, the stack becomes the link's destination (N2); logged out or
    /// logging in, the link waits for the login (N3, N4).
    public func open(_ link: String) {
        guard let destination = DeepLink(link) else {
            navigationController.window?.toast.show(AppTexts.cannotOpenLink)
            return
        }
        if session.isLoggedIn {
            // Logged in, the greeting is the root: the link keeps it and replaces everything above.
            show(destination, over: navigationController.viewControllers[0])
        } else {
            pendingLink = destination
        }
    }

    // MARK: - Private

    /// Login's route: the session begins, and the person goes where the pending link says, else to the greeting,
    /// which becomes the root: there is no way back to Login but Log out (N1, N3).
    private func follow(_ person: Person) {
        session.logIn(as: person)
        let destination = pendingLink ?? .greeting
        pendingLink = nil
        show(destination, over: greetingScreen(for: person))
    }

    /// The greeting's routes: Search pushed, or the session ended and a new Login left alone on the stack, which
    /// pre-fills the remembered phone (N1, L9); every other screen is freed with its work.
    private func follow(_ route: GreetingRoute) {
        switch route {
        case .search:
            navigationController.push(searchScreen())
        case .logOut:
            session.logOut()
            navigationController.setViewControllers([loginScreen()])
        }
    }

    /// Search's route: its results pushed.
    private func follow(_ results: FlickrSearchResults) {
        navigationController.push(ResultsViewController(results: results, environment: environment))
    }

    /// Makes the stack `greeting` and what `destination` asks for above it. A search link's text goes into a new
    /// Search screen and runs through its own Go, as the Go button runs it (S1–S6), counted by the window (N2, N5).
    private func show(_ destination: DeepLink, over greeting: ViewController) {
        switch destination {
        case .greeting:
            navigationController.setViewControllers([greeting])
        case .search(let text):
            let search = searchScreen()
            navigationController.setViewControllers([greeting, search])
            search.viewModel.searchText.value = text
            search.view.dispatch { [weak viewModel = search.viewModel] in
                await viewModel?.searchButtonTapped()?.value
            }
        }
    }

    private func loginScreen() -> LoginViewController {
        let viewModel = LoginViewModel(environment: environment)
        let screen = LoginViewController(viewModel: viewModel)
        BindingTarget(lifetime: screen.reactive.lifetime) { [weak self] in self?.follow($0) } <~ viewModel.loggedIn
        return screen
    }

    private func greetingScreen(for person: Person) -> GreetingViewController {
        let viewModel = GreetingViewModel(person: person)
        let screen = GreetingViewController(viewModel: viewModel)
        BindingTarget(lifetime: screen.reactive.lifetime) { [weak self] in self?.follow($0) } <~ viewModel.route
        return screen
    }

    private func searchScreen() -> SearchViewController {
        let viewModel = SearchViewModel(environment: environment)
        let screen = SearchViewController(viewModel: viewModel)
        BindingTarget(lifetime: screen.reactive.lifetime) { [weak self] in self?.follow($0) } <~ viewModel.results
        return screen
    }
}
