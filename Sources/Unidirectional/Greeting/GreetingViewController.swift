import HeadlessUI
import Model
import StoreCore

/// The greeting screen: a "Show greeting" button and the label it fills, "Search photos" and the "Log out" bar button.
///
/// The unidirectional view: it owns the `Store` of ``GreetingFeature``, sends it the taps, and shows the greeting and
/// follows the route it observes. Its navigation controller owns it. It decides nothing and changes no state.
public final class GreetingViewController: ViewController {
    // MARK: - Dependencies

    private let store: Store<GreetingFeature.State, GreetingFeature.Action>

    /// The services the search screen it pushes searches with.
    private let environment: AppEnvironment

    // MARK: - Views

    private let showGreetingButton = Button(identifier: "greeting.show", title: "Show greeting")
    private let greetingLabel = Label(identifier: "greeting.label")
    private let searchPhotosButton = Button(identifier: "greeting.search", title: "Search photos")
    private let logOutButton = Button(identifier: "greeting.logout", title: "Log out")

    /// Assembles the greeting screen for `person`, which pushes a search screen over `environment`: the store of its
    /// feature, whose state the controller observes when it loads.
    public convenience init(person: Person, environment: AppEnvironment) {
        self.init(
            store: Store(initialState: GreetingFeature.State(person: person), reducer: GreetingFeature().reduce),
            environment: environment
        )
    }

    /// Creates the screen over its store; the screen observes the store's state in ``viewDidLoad()``, and builds the
    /// search screen it pushes over `environment`.
    init(store: Store<GreetingFeature.State, GreetingFeature.Action>, environment: AppEnvironment) {
        self.store = store
        self.environment = environment
        super.init()
        title = "Greeting"
    }

    // MARK: - Lifecycle

    /// Adds the buttons and the empty label, sends the buttons' taps to the store and observes its greeting and route.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        bindOutputs()
    }

    // MARK: - Outputs

    /// Shows `text` in `greeting.label`.
    private func showGreeting(_ text: String) {
        greetingLabel.text = text
    }

    /// Goes where the state says, with this style's own screen, then tells the store it went.
    private func show(_ route: GreetingRoute) {
        switch route {
        case .search:
            navigationController?.push(SearchViewController(environment: environment))
        }
        store.send(.routeFollowed)
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(showGreetingButton)
        view.addSubview(greetingLabel)
        view.addSubview(searchPhotosButton)
        navigationItem.rightBarButton = logOutButton
    }

    /// Search photos and Log out await the work they start: in the app, the screen they lead to loads what it shows
    /// (the recent searches, the remembered phone), and the window counts it.
    private func forwardEvents() {
        showGreetingButton.onTap { [weak store] in store?.send(.showGreetingButtonTapped) }
        searchPhotosButton.onTap { [weak store] in await store?.send(.searchPhotosTapped)?.value }
        logOutButton.onTap { [weak store] in await store?.send(.logOutTapped)?.value }
    }

    /// Each render is handed this controller, which the store holds weakly, so it captures nothing. They run at once
    /// with the current greeting (empty) and route (none), then whenever these change.
    private func bindOutputs() {
        store.observe(\.greeting, by: self) { controller, greeting in controller.showGreeting(greeting) }
        store.observe(\.route, by: self) { controller, route in
            if let route { controller.show(route) }
        }
    }
}
