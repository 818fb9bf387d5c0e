import Model
import Observation

/// The app's navigation as observable state (N1–N6): who is logged in, the link waiting for a login, and the path.
///
/// The app model: ``AppNavigationController`` owns it and follows ``path``; the view models it makes report to it as
/// their ``AppNavigator``. It parses links with `DeepLink` and knows no widget.
@Observable
@MainActor
public final class AppModel: AppNavigator {
    // MARK: - Dependencies

    /// The services the app's screens are built over.
    let environment: AppEnvironment

    // MARK: - State

    /// Who is logged in: a link goes where it says while somebody is (N2), and waits for a login otherwise (N3).
    private(set) var session = Session()

    /// The last link that came while nobody was logged in: the next successful login goes there instead of stopping at
    /// the greeting (N3, N4), and so uses it up.
    private(set) var pendingLink: DeepLink?

    /// Creates the app over `environment`'s services: nobody logged in, Login alone on the path.
    public init(environment: AppEnvironment) {
        self.environment = environment
        path = [.login(makeLogin())]
    }

    // MARK: - Inputs

    /// Call when the system hands the app a link (`scene(_:openURLContexts:)`). A link the app does not know becomes
    /// ``tip`` and changes nothing else (N5); logged in, the app goes where it says (N2); logged out, the link waits
    /// for a login in place of any link waiting (N3, N4).
    public func open(_ link: String) {
        guard let deepLink = DeepLink(link) else {
            tip = AppTexts.cannotOpenLink
            return
        }
        if session.isLoggedIn {
            show(deepLink)
        } else {
            pendingLink = deepLink
        }
    }

    /// Call when the user taps the back button: the top destination leaves the path, and its view model, freed,
    /// cancels its work. The root stays.
    func backButtonTapped() {
        guard path.count > 1 else { return }
        path.removeLast()
    }

    /// Call when the screen has shown ``tip``: it is not shown again, and the same tip later shows again.
    func tipShown() {
        tip = nil
    }

    /// Call when the window counts ``linkSearch``: it is not handed over again.
    func linkSearchCounted() {
        linkSearch = nil
    }

    /// Called by the login on the path when it succeeds: the greeting for `person` becomes the root, Login leaves the
    /// path (N1), and a link waiting goes on from there (N3).
    func loginSucceeded(_ login: LoginViewModel, as person: Person) {
        guard path.contains(.login(login)) else { return }
        session.logIn(as: person)
        path = [.greeting(makeGreeting(for: person))]
        if let link = pendingLink {
            pendingLink = nil
            show(link)
        }
    }

    /// Called by the greeting on the path on "Search photos": a new, empty Search goes on top of it (N1).
    func searchPhotosTapped(on greeting: GreetingViewModel) {
        guard let index = path.firstIndex(of: .greeting(greeting)) else { return }
        path = Array(path.prefix(through: index)) + [.search(makeSearch())]
    }

    /// Called by the greeting on the path on "Log out": the session ends and a new Login is alone on the path, every
    /// other view model freed with its work (N1).
    func logOutTapped(on greeting: GreetingViewModel) {
        guard path.contains(.greeting(greeting)) else { return }
        session.logOut()
        path = [.login(makeLogin())]
    }

    /// Called by the search on the path when it finds `results`: their screen goes on top of it (S3).
    func searchSucceeded(_ search: SearchViewModel, with results: FlickrSearchResults) {
        guard let index = path.firstIndex(of: .search(search)) else { return }
        let shown = ResultsViewModel(results: results, flickr: environment.flickr)
        path = Array(path.prefix(through: index)) + [.results(shown)]
    }

    // MARK: - Outputs

    /// The destinations the navigation stack shows, root first, never empty: Login alone while nobody is logged in;
    /// then the person's greeting at the root, with Search and a search's results above it.
    private(set) var path: [AppDestination] = []

    /// What the user must be told, until the screen has shown it: a link the app cannot open (N5).
    private(set) var tip: String?

    /// The search a link started, until the window counts it: work no widget started, which the window would not
    /// otherwise wait for. Its search view model owns it, as it owns a search Go starts.
    private(set) var linkSearch: Task<Void, Never>?

    // MARK: - Private

    /// Goes where `link` says, over the greeting at the root: the greeting alone, or a new Search on it that runs the
    /// link's text through its own Go (S1–S6). Whatever else was open leaves the path, its work cancelled with it.
    private func show(_ link: DeepLink) {
        let greeting = Array(path.prefix(1))
        switch link {
        case .greeting:
            path = greeting
        case .search(let text):
            let search = makeSearch()
            search.searchTextChanged(text)
            path = greeting + [.search(search)]
            linkSearch = search.searchButtonTapped()
        }
    }

    private func makeLogin() -> LoginViewModel {
        let login = LoginViewModel(
            accounts: environment.accounts,
            auth: environment.auth,
            memory: LoginMemory(store: environment.store)
        )
        login.navigator = self
        return login
    }

    private func makeGreeting(for person: Person) -> GreetingViewModel {
        let greeting = GreetingViewModel(person: person)
        greeting.navigator = self
        return greeting
    }

    private func makeSearch() -> SearchViewModel {
        let search = SearchViewModel(
            flickr: environment.flickr,
            recentSearches: RecentSearches(store: environment.store)
        )
        search.navigator = self
        return search
    }
}
