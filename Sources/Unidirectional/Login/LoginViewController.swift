import HeadlessUI
import Model
import StoreCore

/// The login screen: avatar, phone and code fields, the Login button and the "Fill up" bar button.
///
/// The unidirectional view: it owns the `Store` of ``LoginFeature``, sends it an action for every event and renders
/// what it observes, acknowledging a tip or a route once done. Its navigation controller owns it. It decides nothing.
public final class LoginViewController: ViewController {
    // MARK: - Dependencies

    private let store: Store<LoginFeature.State, LoginFeature.Action>

    /// The services the greeting screen it pushes hands on to the search screen it leads to.
    private let environment: AppEnvironment

    // MARK: - Views

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")

    /// Assembles the login screen over `environment`'s services: the feature holding them, and the store running
    /// it, whose state the controller observes when it loads.
    public convenience init(environment: AppEnvironment) {
        let feature = LoginFeature(
            accounts: environment.accounts,
            auth: environment.auth,
            memory: LoginMemory(store: environment.store)
        )
        self.init(store: Store(initialState: LoginFeature.State(), reducer: feature.reduce), environment: environment)
    }

    /// Creates the screen over its store; the screen observes the store's state in ``viewDidLoad()``, and builds the
    /// greeting screen it pushes over `environment`.
    init(store: Store<LoginFeature.State, LoginFeature.Action>, environment: AppEnvironment) {
        self.store = store
        self.environment = environment
        super.init()
        title = "Login"
    }

    // MARK: - Lifecycle

    /// Adds the widgets, sends their events to the store, observes its state, then tells it the screen is ready.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        bindOutputs()
        store.send(.viewDidLoad)
    }

    // MARK: - Outputs

    /// Shows the HUD with `message` and ends editing in both fields when a login starts; hides it when it ends.
    private func showLoading(_ message: String?) {
        if let message {
            phoneField.endEditing()
            codeField.endEditing()
            showHUD(message)
        } else {
            hideHUD()
        }
    }

    /// Shows `message` as a toast, then tells the store it was shown.
    private func showTip(_ message: String) {
        window?.toast.show(message)
        store.send(.tipShown)
    }

    /// Goes where the state says, with this style's own screens, then tells the store it went.
    private func show(_ route: LoginRoute) {
        switch route {
        case .greeting(let person):
            navigationController?.push(GreetingViewController(person: person, environment: environment))
        }
        store.send(.routeFollowed)
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(avatarView)
        view.addSubview(phoneField)
        view.addSubview(codeField)
        view.addSubview(loginButton)
        navigationItem.rightBarButton = fillUpButton
    }

    /// The handlers hold the store weakly: a login in flight must not keep it alive once the screen is gone, or
    /// releasing the screen could not cancel the login.
    private func forwardEvents() {
        phoneField.onEditingChanged { [weak store] text in store?.send(.phoneChanged(text)) }
        codeField.onEditingChanged { [weak store] text in store?.send(.codeChanged(text)) }
        fillUpButton.onTap { [weak store] in store?.send(.fillUpTapped) }
        loginButton.onTap { [weak store] in await store?.send(.loginButtonTapped)?.value }
    }

    /// Each render is handed this controller, which the store holds weakly, so it captures nothing: observing never
    /// keeps the screen alive. A render runs at once with the current value, then whenever that value changes. The
    /// fields render their text from the state: what the user typed comes back unchanged, and Fill up and the
    /// pre-fill arrive the same way — text set in code fires no editing event, and none is needed.
    private func bindOutputs() {
        store.observe(\.phone, by: self) { controller, phone in controller.phoneField.text = phone }
        store.observe(\.code, by: self) { controller, code in controller.codeField.text = code }
        store.observe(\.avatarURL, by: self) { controller, url in controller.avatarView.imageURL = url }
        store.observe(\.isLoginEnabled, by: self) { controller, isEnabled in
            controller.loginButton.isEnabled = isEnabled
        }
        store.observe(\.loadingMessage, by: self) { controller, message in controller.showLoading(message) }
        store.observe(\.tip, by: self) { controller, tip in
            if let tip { controller.showTip(tip) }
        }
        store.observe(\.route, by: self) { controller, route in
            if let route { controller.show(route) }
        }
    }
}
