import Model

/// Decides what the login screen shows and what happens when the user acts on it.
///
/// The MVP presenter: ``LoginViewController`` owns it and forwards every event to it; it answers by
/// calling the passive ``LoginView``, which it holds weakly, and navigates through ``LoginRouting``, which
/// it owns. It keeps the typed text itself, validates with the Model's rules and talks to the services.
/// It never touches a widget and does not import HeadlessUI.
@MainActor
final class LoginPresenter {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory
    /// Internal, not private, so the leak tests can track the router the assembly made.
    let router: any LoginRouting

    /// The screen to tell; set by the assembly right after both exist.
    weak var view: (any LoginView)?

    // MARK: - State

    private var phone = ""
    private var code = ""
    private var isLoggingIn = false

    /// Creates the presenter over the account directory, the auth service, the phone memory and its router;
    /// ``view`` is set afterwards.
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory, router: any LoginRouting) {
        self.accounts = accounts
        self.auth = auth
        self.memory = memory
        self.router = router
    }

    // MARK: - Inputs

    /// Call once the screen is built: pre-fills the remembered phone and shows the first state.
    func viewDidLoad() {
        if let remembered = memory.lastPhone() {
            setFields(phone: remembered.digits, code: code)
        }
        render()
    }

    /// Call when the user edits the phone field.
    func phoneChanged(_ text: String) {
        phone = text
        render()
    }

    /// Call when the user edits the code field.
    func codeChanged(_ text: String) {
        code = text
        render()
    }

    /// Call when the user taps "Fill up": fills in the demo account as if it had been typed.
    func fillUpTapped() {
        setFields(phone: LoginCredentials.demo.phone, code: LoginCredentials.demo.code)
        render()
    }

    /// Call when the user taps Login; returns when the login has ended. Does nothing while one runs.
    func loginButtonTapped() async {
        guard !isLoggingIn else { return }
        guard let number = MobileNumber(phone) else {
            view?.showTip("Please enter a valid mobile number")
            return
        }
        guard let verificationCode = VerificationCode(code) else {
            view?.showTip("Invalid verification code")
            return
        }
        view?.endEditing()
        setLoggingIn(true)
        do {
            let person = try await auth.logIn(phone: number, code: verificationCode)
            memory.remember(number)
            setLoggingIn(false)
            router.showGreeting(for: person)
        } catch {
            setLoggingIn(false)
            view?.showTip(error.userFacingMessage)
        }
    }

    // MARK: - Private

    /// Text set in code reaches no editing event, so the presenter keeps its own copy and never waits
    /// for the view to echo it back.
    private func setFields(phone: String, code: String) {
        self.phone = phone
        self.code = code
        view?.setFields(phone: phone, code: code)
    }

    private func setLoggingIn(_ loggingIn: Bool) {
        isLoggingIn = loggingIn
        render()
    }

    private func render() {
        view?.display(
            LoginViewState(
                avatarURL: accounts.account(for: phone)?.avatarURL,
                isLoginEnabled: !phone.isEmpty && !code.isEmpty && !isLoggingIn,
                loadingMessage: isLoggingIn ? "Loading..." : nil
            )
        )
    }
}
