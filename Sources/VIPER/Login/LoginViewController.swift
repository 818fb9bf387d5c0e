import HeadlessUI

/// The login screen: avatar, phone and code fields, the Login button and the "Fill up" bar button.
///
/// The VIPER View: it forwards every event to its ``LoginPresenter``, which it owns, and renders what it is told
/// through ``LoginView``. It decides nothing; ``LoginModule`` builds it, its navigation controller owns it.
final class LoginViewController: ViewController, LoginView {
    // MARK: - Dependencies

    private let presenter: LoginPresenter

    // MARK: - Views

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")

    /// Creates the screen over its presenter; the assembly sets the presenter's `view` right after.
    init(presenter: LoginPresenter) {
        self.presenter = presenter
        super.init()
        title = "Login"
    }

    // MARK: - Lifecycle

    /// Adds the widgets, forwards their events to the presenter, then tells it the screen is ready.
    override func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
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

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(avatarView)
        view.addSubview(phoneField)
        view.addSubview(codeField)
        view.addSubview(loginButton)
        navigationItem.rightBarButton = fillUpButton
    }

    /// The handlers hold the presenter weakly: a login in flight must not keep it alive once the screen is gone,
    /// or releasing the screen could not cancel the login.
    private func forwardEvents() {
        phoneField.onEditingChanged { [weak presenter] text in presenter?.phoneChanged(text) }
        codeField.onEditingChanged { [weak presenter] text in presenter?.codeChanged(text) }
        fillUpButton.onTap { [weak presenter] in presenter?.fillUpTapped() }
        loginButton.onTap { [weak presenter] in await presenter?.loginButtonTapped()?.value }
    }
}
