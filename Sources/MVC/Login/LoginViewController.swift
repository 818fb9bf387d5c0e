import HeadlessUI
import Model

/// The login screen: avatar, phone and code fields, the Login button and the "Fill up" bar button.
///
/// The Cocoa MVC controller, and all of the screen's logic: it validates, logs in and remembers the phone through the
/// Model's services, then tells its delegate, or alone pushes the greeting. Its navigation controller owns it.
public final class LoginViewController: ViewController {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory

    /// The services the greeting screen it pushes alone passes on to the search screen.
    private let environment: AppEnvironment

    /// Told of a successful login instead of the push, and held weakly, as Cocoa holds a delegate; nil when the screen
    /// is built alone.
    weak var delegate: (any LoginViewControllerDelegate)?

    // MARK: - Views

    private let avatarView = ImageView(identifier: "login.avatar")
    private let phoneField = TextField(identifier: "login.phone", placeholder: "Mobile number")
    private let codeField = TextField(identifier: "login.code", placeholder: "Verification code")
    private let loginButton = Button(identifier: "login.submit", title: "Login")
    private let fillUpButton = Button(identifier: "login.fillUp", title: "Fill up")

    // MARK: - State

    /// The login in flight, nil when none runs: a second tap is refused while it runs, and it is cancelled when
    /// this controller goes.
    private var login: Task<Void, Never>?

    /// Creates the login screen over `environment`'s account directory, auth service and store; there is nothing
    /// else to assemble.
    public init(environment: AppEnvironment) {
        accounts = environment.accounts
        auth = environment.auth
        memory = LoginMemory(store: environment.store)
        self.environment = environment
        super.init()
        title = "Login"
    }

    isolated deinit {
        login?.cancel()
    }

    // MARK: - Lifecycle

    /// Adds the widgets and handles their events here, then pre-fills the remembered phone and shows the first
    /// state.
    override public func viewDidLoad() {
        super.viewDidLoad()
        addWidgets()
        forwardEvents()
        if let remembered = memory.lastPhone() {
            phoneField.text = remembered.digits
        }
        render()
    }

    // MARK: - Actions

    /// Call when the user taps "Fill up": enters the demo account as if it had been typed.
    func fillUpTapped() {
        phoneField.text = LoginCredentials.demo.phone
        codeField.text = LoginCredentials.demo.code
        render()
    }

    /// Call when the user taps "Login": an invalid phone or code shows its tip and sends nothing; valid input
    /// starts the login, which this controller owns. Returns the login, so the caller can wait for its end; nil
    /// when nothing started (invalid input, or a login already running).
    @discardableResult
    func loginButtonTapped() -> Task<Void, Never>? {
        guard login == nil else { return nil }
        guard let number = MobileNumber(phoneField.text) else {
            window?.toast.show(LoginTexts.invalidPhoneTip)
            return nil
        }
        guard let verificationCode = VerificationCode(codeField.text) else {
            window?.toast.show(LoginTexts.invalidCodeTip)
            return nil
        }
        phoneField.endEditing()
        codeField.endEditing()
        login = Task { [weak self, auth, memory] in
            defer { self?.loginEnded() }
            do {
                let person = try await auth.logIn(phone: number, code: verificationCode)
                try Task.checkCancellation()
                memory.remember(number)
                self?.loggedIn(as: person)
            } catch is CancellationError {
                // Cancelled because the screen went: there is no one to tell.
            } catch {
                self?.window?.toast.show(error.userFacingMessage)
            }
        }
        render()
        return login
    }

    // MARK: - Private

    private func addWidgets() {
        view.addSubview(avatarView)
        view.addSubview(phoneField)
        view.addSubview(codeField)
        view.addSubview(loginButton)
        navigationItem.rightBarButton = fillUpButton
    }

    /// The handlers hold this controller weakly: a login in flight must not keep it alive once the screen is gone,
    /// or releasing the screen could not cancel the login. An edit needs no handler of its own: the field already
    /// holds the text, so the screen is brought up to date from the fields.
    private func forwardEvents() {
        phoneField.onEditingChanged { [weak self] in self?.render() }
        codeField.onEditingChanged { [weak self] in self?.render() }
        fillUpButton.onTap { [weak self] in self?.fillUpTapped() }
        loginButton.onTap { [weak self] in await self?.loginButtonTapped()?.value }
    }

    /// Brings the screen up to date from the fields and the login in flight: the known account's avatar, Login
    /// enabled exactly when both fields hold something and no login runs, and the HUD while one runs. Text set in
    /// code fires no editing event, so everything that changes the fields or the login ends here.
    private func render() {
        avatarView.imageURL = accounts.account(for: phoneField.text)?.avatarURL
        let credentials = LoginCredentials(phone: phoneField.text, code: codeField.text)
        loginButton.isEnabled = credentials.isComplete && login == nil
        if login != nil {
            showHUD(LoginTexts.loadingMessage)
        } else {
            hideHUD()
        }
    }

    /// A login succeeded: the delegate decides where the app goes; alone, this screen pushes the person's greeting.
    private func loggedIn(as person: Person) {
        if let delegate {
            delegate.loginViewController(self, didLogIn: person)
        } else {
            navigationController?.push(GreetingViewController(person: person, environment: environment))
        }
    }

    /// Every login ends here, however it ended: the HUD goes and Login can be tapped again.
    private func loginEnded() {
        login = nil
        render()
    }
}
