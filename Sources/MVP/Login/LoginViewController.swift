import HeadlessUI
import Model

/// The login screen: avatar, phone and code fields, the Login button and the "Fill up" bar button.
///
/// The MVP view: it builds the widgets, forwards every event to its ``LoginPresenter`` (which it owns)
/// and renders whatever the presenter tells it through ``LoginView``: states, field text set in code,
/// tips, and the window's HUD. Its navigation controller owns it. It decides nothing.
public final class LoginViewController: ViewController, LoginView {
    // MARK: - Dependencies

    /// Internal, not private, so the leak tests can track the presenter the assembly made.
    let presenter: LoginPresenter

    // MARK: - State

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")

    /// Assembles the login screen over `environment`'s services: the controller, its presenter, the
    /// presenter's router, and their weak references back to the controller.
    public convenience init(environment: AppEnvironment) {
        let router = LoginRouter()
        let presenter = LoginPresenter(
            accounts: environment.accounts,
            auth: environment.auth,
            memory: LoginMemory(store: environment.store),
            router: router
        )
        self.init(presenter: presenter)
        presenter.view = self
        router.viewController = self
    }

    /// Creates the screen over its presenter; the convenience init (or a test) sets the presenter's `view`.
    init(presenter: LoginPresenter) {
        self.presenter = presenter
        super.init()
        title = "Login"
    }

    // MARK: - Inputs

    /// Builds the widgets, forwards their events to the presenter, then lets it show the first state.
    override public func viewDidLoad() {
        super.viewDidLoad()
        for widget in [avatarView, phoneField, codeField, loginButton] {
            view.addSubview(widget)
        }
        navigationItem.rightBarButton = fillUpButton
        phoneField.onEditingChanged { [presenter] text in presenter.phoneChanged(text) }
        codeField.onEditingChanged { [presenter] text in presenter.codeChanged(text) }
        fillUpButton.onTap { [presenter] in presenter.fillUpTapped() }
        loginButton.onTap { [presenter] in await presenter.loginButtonTapped() }
        presenter.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows the avatar, enables or disables Login, and shows or hides the HUD.
    func display(_ state: LoginViewState) {
        avatarView.imageURL = state.avatarURL
        loginButton.isEnabled = state.isLoginEnabled
        if let loadingMessage = state.loadingMessage {
            showHUD(loadingMessage)
        } else {
            hideHUD()
        }
    }

    /// Sets both fields' text in code.
    func setFields(phone: String, code: String) {
        phoneField.text = phone
        codeField.text = code
    }

    /// Ends editing in both fields.
    func endEditing() {
        phoneField.endEditing()
        codeField.endEditing()
    }

    /// Shows `message` as a toast.
    func showTip(_ message: String) {
        window?.toast.show(message)
    }
}
