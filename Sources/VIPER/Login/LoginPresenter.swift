import Model

/// Decides what the login screen shows: it keeps the typed text and puts what its use case reports in the user's words.
///
/// The VIPER Presenter: ``LoginViewController`` owns it; it asks its use case through ``LoginInteractorInput``, tells
/// the passive ``LoginView`` and navigates through ``LoginRouting``. No HeadlessUI.
@MainActor
final class LoginPresenter {
    // MARK: - Dependencies

    private let interactor: any LoginInteractorInput
    private let router: any LoginRouting

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any LoginView)?

    // MARK: - State

    private var phone = ""
    private var code = ""

    /// The login in flight, nil when none runs: a second tap is refused while it runs, and it is cancelled when
    /// this presenter goes.
    private var login: Task<Void, Never>?

    /// Creates the presenter over its interactor and router; ``view`` is set afterwards.
    init(interactor: any LoginInteractorInput, router: any LoginRouting) {
        self.interactor = interactor
        self.router = router
    }

    isolated deinit {
        login?.cancel()
    }

    // MARK: - Inputs

    /// Call once the screen is built: pre-fills the remembered phone and shows the first state.
    func viewDidLoad() {
        if let remembered = interactor.rememberedPhone() {
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
        guard let number = interactor.mobileNumber(for: phone) else {
            view?.showTip(LoginTexts.invalidPhoneTip)
            return nil
        }
        guard let verificationCode = interactor.verificationCode(for: code) else {
            view?.showTip(LoginTexts.invalidCodeTip)
            return nil
        }
        view?.endEditing()
        // The task holds the interactor, not this presenter: released mid-request, the presenter's deinit cancels it,
        // and the cancellation reaches the service the interactor awaits.
        login = Task { [interactor] in
            await interactor.logIn(phone: number, code: verificationCode)
        }
        render()
        return login
    }

    // MARK: - Outputs

    private func render() {
        view?.display(
            LoginViewState(
                avatarURL: interactor.account(forPhone: phone)?.avatarURL,
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

    /// Every login ends here, in the report of its outcome: the HUD goes and Login can be tapped again.
    private func loginEnded() {
        login = nil
        render()
    }
}

/// The interactor's reports: each carries what it needs and ends the login.
extension LoginPresenter: LoginInteractorOutput {
    /// Shows the greeting of the person who logged in.
    func loginSucceeded(as person: Person) {
        router.showGreeting(for: person)
        loginEnded()
    }

    /// Shows the service's message; the fields keep what the user typed.
    func loginFailed(with error: any Error) {
        view?.showTip(error.userFacingMessage)
        loginEnded()
    }
}
