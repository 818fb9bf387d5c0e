import HeadlessUI
import Model

/// Logs the user in with a mobile number and a verification code, then shows their greeting.
///
/// The Cocoa MVC controller of the login screen, and all of its logic: it owns the widgets, asks the
/// Model's services directly (``AccountDirectory`` for the avatar, ``AuthService`` to log in,
/// ``LoginMemory`` to remember the phone), validates with the Model's ``MobileNumber`` and
/// ``VerificationCode``, drives the window's HUD and toast, and pushes a ``GreetingViewController`` on
/// success. Its navigation controller owns it. The closures it hands to its widgets capture it weakly,
/// so a login in flight keeps it alive only until the request ends.
public final class LoginViewController: ViewController {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory

    // MARK: - State

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")

    /// True from a valid tap until its request ends. The controller refuses a second login itself, not
    /// only through the disabled button, which a caller other than the user's finger could get past.
    private var isLoggingIn = false

    /// Creates the login screen over the environment's accounts, auth service and store.
    public init(environment: AppEnvironment) {
        accounts = environment.accounts
        auth = environment.auth
        memory = LoginMemory(store: environment.store)
        super.init()
        title = "Login"
    }

    // MARK: - Inputs

    /// Puts the widgets on screen, sends their events to the methods below and pre-fills the phone of the
    /// last successful login.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        connectWidgets()
        if let phone = memory.lastPhone() {
            phoneField.text = phone.digits
        }
        updateLoginState()
    }

    /// Call when the user edits the phone field. The fields are this screen's only copy of what was typed,
    /// so `text` is already in place and the screen is brought up to date from the fields.
    func phoneChanged(_ text: String) {
        updateLoginState()
    }

    /// Call when the user edits the code field; `text` is already in place, as for ``phoneChanged(_:)``.
    func codeChanged(_ text: String) {
        updateLoginState()
    }

    /// Call when the user taps "Fill up": enters the demo account. Text set in code fires no
    /// editing-changed event, so the screen is brought up to date here, exactly as typing would.
    func fillUpTapped() {
        phoneField.text = LoginCredentials.demo.phone
        codeField.text = LoginCredentials.demo.code
        updateLoginState()
    }

    /// Call when the user taps "Login": validates both fields (a tip and no request when one is invalid),
    /// then logs in behind the HUD with Login disabled, and on success remembers the phone and pushes the
    /// person's greeting; on failure shows the service's message and keeps the fields. Returns when the
    /// request has ended; does nothing while a login is already running.
    func loginButtonTapped() async {
        guard !isLoggingIn else { return }
        guard let phone = MobileNumber(phoneField.text) else {
            showTip("Please enter a valid mobile number")
            return
        }
        guard let code = VerificationCode(codeField.text) else {
            showTip("Invalid verification code")
            return
        }

        isLoggingIn = true
        phoneField.endEditing()
        codeField.endEditing()
        showHUD("Loading...")
        updateLoginState()
        defer {
            isLoggingIn = false
            hideHUD()
            updateLoginState()
        }

        do {
            let person = try await auth.logIn(phone: phone, code: code)
            memory.remember(phone)
            navigationController?.push(GreetingViewController(person: person))
        } catch {
            showTip(error.userFacingMessage)
        }
    }

    // MARK: - Outputs

    /// Brings what depends on the fields up to date: the avatar of a known account's number, and Login
    /// enabled exactly when both fields hold something and no login is running. Typing, Fill up, the
    /// pre-fill and the login itself all end here.
    private func updateLoginState() {
        avatarView.imageURL = accounts.account(for: phoneField.text)?.avatarURL
        loginButton.isEnabled = !phoneField.text.isEmpty && !codeField.text.isEmpty && !isLoggingIn
    }

    private func showTip(_ message: String) {
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

    private func connectWidgets() {
        phoneField.onEditingChanged { [weak self] text in
            self?.phoneChanged(text)
        }
        codeField.onEditingChanged { [weak self] text in
            self?.codeChanged(text)
        }
        fillUpButton.onTap { [weak self] in
            self?.fillUpTapped()
        }
        loginButton.onTap { [weak self] in
            await self?.loginButtonTapped()
        }
    }
}
