import Model

/// Decides what the login screen shows and what happens when the user acts on it.
///
/// The MVP presenter, owned by ``LoginViewController``: it tells the passive ``LoginView`` what to show, logs in
/// through the auth service, remembers the phone through `LoginMemory` and navigates through ``LoginRouting``.
@MainActor
final class LoginPresenter {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory
    private let router: any LoginRouting

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any LoginView)?

    // MARK: - State

    private var phone = ""
    private var code = ""

    /// The login in flight, nil when none runs: a second tap is refused while it runs, and it is cancelled when
    /// this presenter goes.
    private var login: Task<Void, Never>?

    /// Creates the presenter over the account directory, the auth service, the phone memory and its router;
    /// ``view`` is set afterwards.
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory, router: any LoginRouting) {
        self.accounts = accounts
        self.auth = auth
        self.memory = memory
        self.router = router
    }

    isolated deinit {
        login?.cancel()
    }

    // MARK: - Inputs

    /// Call once the screen is built: pre-fills the remembered phone and shows the first state.
    func viewDidLoad() {
        if let remembered = memory.lastPhone() {
            setFields(phone: remembered.digits, code: "")
        }
        render()
    }

    /// Call when the user edits the phone field, with its whole text.
    func phoneChanged(_ text: String) {
        phone = text
        render()
    }

    /// Call when the user edits the code field, with its whole text.
    func codeChanged(_ text: String) {
        code = text
        render()
    }

    /// Call when the user taps "Fill up": enters the demo account as if it had been typed.
    func fillUpTapped() {
        setFields(phone: LoginCredentials.demo.phone, code: LoginCredentials.demo.code)
        render()
    }

    /// Call when the user taps "Login": an invalid phone or code shows its tip and sends nothing; valid input
    /// starts the login, which this presenter owns. Returns the login, so the caller can wait for its end; nil
    /// when nothing started (invalid input, or a login already running).
    @discardableResult
    func loginButtonTapped() -> Task<Void, Never>? {
        guard login == nil else { return nil }
        guard let number = MobileNumber(phone) else {
            view?.showTip(LoginTexts.invalidPhoneTip)
            return nil
        }
        guard let verificationCode = VerificationCode(code) else {
            view?.showTip(LoginTexts.invalidCodeTip)
            return nil
        }
        view?.endEditing()
        login = Task { [weak self, auth, memory] in
            defer { self?.loginEnded() }
            do {
                let person = try await auth.logIn(phone: number, code: verificationCode)
                try Task.checkCancellation()
                memory.remember(number)
                self?.router.showGreeting(for: person)
            } catch is CancellationError {
                // Cancelled because the screen went: there is no one to tell.
            } catch {
                self?.view?.showTip(error.userFacingMessage)
            }
        }
        render()
        return login
    }

    // MARK: - Outputs

    private func render() {
        view?.display(
            LoginViewState(
                avatarURL: accounts.account(for: phone)?.avatarURL,
                isLoginEnabled: LoginCredentials(phone: phone, code: code).isComplete && login == nil,
                loadingMessage: login == nil ? nil : LoginTexts.loadingMessage
            )
        )
    }

    // MARK: - Private

    /// Text set in code fires no editing event, so the presenter keeps its own copy and never waits for the
    /// view to echo it back.
    private func setFields(phone: String, code: String) {
        self.phone = phone
        self.code = code
        view?.setFields(phone: phone, code: code)
    }

    /// Every login ends here, however it ended: the HUD goes and Login can be tapped again.
    private func loginEnded() {
        login = nil
        render()
    }
}
