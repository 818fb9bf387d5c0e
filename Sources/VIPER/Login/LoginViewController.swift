import HeadlessUI

/// The login screen's widgets: avatar, phone and code fields, the Login button and "Fill up".
///
/// The VIPER View: it forwards every event to ``LoginPresenter``, which it owns, and renders what the
/// presenter tells it through ``LoginView`` — the HUD and tips through its window. Built by
/// ``LoginModule``; its navigation controller owns it. It decides nothing.
final class LoginViewController: ViewController, LoginView {
    // MARK: - Dependencies

    /// Internal, not private, so the leak tests can track the presenter the module made.
    let presenter: LoginPresenter

    // MARK: - State

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")

    /// Creates the screen over its presenter; the presenter's `view` is set by ``LoginModule``.
    init(presenter: LoginPresenter) {
        self.presenter = presenter
        super.init()
        title = "Login"
    }

    // MARK: - Inputs

    /// Adds the widgets, forwards their events to the presenter, then tells it the screen is ready.
    override func viewDidLoad() {
        super.viewDidLoad()
        for widget in [avatarView, phoneField, codeField, loginButton] {
            view.addSubview(widget)
        }
        navigationItem.rightBarButton = fillUpButton
        phoneField.onEditingChanged { [presenter] in presenter.phoneChanged($0) }
        codeField.onEditingChanged { [presenter] in presenter.codeChanged($0) }
        fillUpButton.onTap { [presenter] in presenter.fillUpTapped() }
        loginButton.onTap { [presenter] in await presenter.loginButtonTapped() }
        presenter.viewDidLoad()
    }

    // MARK: - Outputs

    /// Shows the avatar, enables or disables Login, and shows or hides the HUD.
    func display(_ state: LoginViewState) {
        avatarView.imageURL = state.avatarURL
        loginButton.isEnabled = state.isLoginEnabled
        if let message = state.loadingMessage {
            showHUD(message)
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
