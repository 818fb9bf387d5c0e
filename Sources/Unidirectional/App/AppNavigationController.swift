import HeadlessUI
import Model
import StoreCore

/// The app's navigation stack, drawn from the path in the app's state: a screen per destination over a scoped store.
///
/// The unidirectional app's view: it owns the `Store` of ``AppFeature``, shows the path and the app's tips, and sends
/// links and the back button as actions. It decides nothing; the window owns it.
public final class AppNavigationController: NavigationController {
    // MARK: - Dependencies

    private let store: Store<AppFeature.State, AppFeature.Action>

    /// The services the screens it builds keep for what they would push alone (in the app, the store pushes).
    private let environment: AppEnvironment

    // MARK: - Views

    /// The screen showing each destination of the path, by its id.
    private var screens: [AppDestination.ID: ViewController]

    /// Assembles the app over `environment`'s services: the screens' features composed in the app's, and the store
    /// running it, which starts on Login; the controller shows its path once in a window.
    public convenience init(environment: AppEnvironment) {
        let feature = AppFeature(
            login: LoginFeature(
                accounts: environment.accounts,
                auth: environment.auth,
                memory: LoginMemory(store: environment.store)
            ),
            greeting: GreetingFeature(),
            search: SearchFeature(flickr: environment.flickr, recentSearches: RecentSearches(store: environment.store)),
            results: ResultsFeature(flickr: environment.flickr)
        )
        self.init(store: Store(initialState: AppFeature.State(), reducer: feature.reduce), environment: environment)
    }

    /// Creates the stack over the app's store, showing the root of its path; the rest of the path shows, and the
    /// controller follows it, from ``viewDidLoad()``.
    init(store: Store<AppFeature.State, AppFeature.Action>, environment: AppEnvironment) {
        self.store = store
        self.environment = environment
        let root = store.state.path.destinations[0]
        let rootScreen = Self.makeScreen(for: root, of: store, environment: environment)
        screens = [root.id: rootScreen]
        super.init(rootViewController: rootScreen)
    }

    // MARK: - Lifecycle

    /// Observes the path and the tips.
    override public func viewDidLoad() {
        super.viewDidLoad()
        bindOutputs()
    }

    /// The back button: pops the top screen, as UIKit's does before anyone is asked, then tells the store, whose path
    /// follows (and whose reducer cancels the popped screen's work).
    @discardableResult
    override public func pop() -> ViewController? {
        guard let popped = super.pop() else { return nil }
        if let id = screens.first(where: { $0.value === popped })?.key {
            store.send(.popped(id))
        }
        return popped
    }

    /// Hands `link` to the store, as the scene hands it over; the work it starts (a search) is counted by the window.
    public func open(_ link: String) {
        view.dispatch { [weak store] in await store?.send(.linkOpened(link))?.value }
    }

    // MARK: - Outputs

    /// Shows the path's screens, root first: a screen already shown stays as it is, a new destination gets a new
    /// screen, and the screens that left the path are let go.
    private func showPath() {
        let path = store.state.path.destinations
        let shown = path.map { screens[$0.id] ?? Self.makeScreen(for: $0, of: store, environment: environment) }
        screens = Dictionary(uniqueKeysWithValues: zip(path.map(\.id), shown))
        guard !shown.elementsEqual(viewControllers, by: ===) else { return }
        setViewControllers(shown)
    }

    /// Shows `message` as a toast, then tells the store it was shown.
    private func showTip(_ message: String) {
        window?.toast.show(message)
        store.send(.tipShown)
    }

    // MARK: - Private

    /// The path is observed by its ids, which change only when a screen comes or goes, not as a screen's state does;
    /// each render is handed this controller, which the store holds weakly, so it captures nothing.
    private func bindOutputs() {
        store.observe(\.path.ids, by: self) { controller, _ in controller.showPath() }
        store.observe(\.tip, by: self) { controller, tip in
            if let tip { controller.showTip(tip) }
        }
    }

    /// The screen of `destination`, this style's own, over a store scoped to the destination's part of the app's
    /// state: the screen's actions reach the app's reducer as the destination's.
    private static func makeScreen(
        for destination: AppDestination,
        of store: Store<AppFeature.State, AppFeature.Action>,
        environment: AppEnvironment
    ) -> ViewController {
        let id = destination.id
        switch destination.screen {
        case .login:
            return LoginViewController(
                store: store.scope(state: { $0.path[id]?.login }, action: { .path(id, .login($0)) }),
                environment: environment
            )
        case .greeting:
            return GreetingViewController(
                store: store.scope(state: { $0.path[id]?.greeting }, action: { .path(id, .greeting($0)) }),
                environment: environment
            )
        case .search:
            return SearchViewController(
                store: store.scope(state: { $0.path[id]?.search }, action: { .path(id, .search($0)) }),
                environment: environment
            )
        case .results:
            return ResultsViewController(
                store: store.scope(state: { $0.path[id]?.results }, action: { .path(id, .results($0)) })
            )
        }
    }
}
