import Model

/// Decides what the login screen shows and what its events ask of the use case.
///
/// The VIPER Presenter: ``LoginViewController`` owns it and forwards every event to it. It owns its
/// ``LoginInteractor`` (the use case) and its ``LoginRouting`` (navigation), and refers back to the passive
/// ``LoginView`` weakly. It turns view events into interactor requests, and the interactor's answers and reports
/// (``LoginInteractorOutput``) into view states, field text, tips and routes — the user-facing texts live here.
/// No HeadlessUI here.
@MainActor
final class LoginPresenter {
    // MARK: - Dependencies

    private let interactor: LoginInteractor
    private let router: any LoginRouting

    /// The screen to tell; the assembly sets it right after creating both.
    weak var view: (any LoginView)?

    // MARK: - State

    private var phone = ""
    private var code = ""

    /// Creates the presenter over its interactor and router; ``view`` is set afterwards.
    init(interactor: LoginInteractor, router: any LoginRouting) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - Inputs

    /// Call once the screen is built: pre-fills the remembered phone and shows the first state.
    func viewDidLoad() {
        if let remembered = interactor.rememberedPhone() {
            setFields(phone: remembered, code: "")
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

    /// Call when the user taps "Login": asks the interactor to log in with the text as typed, and nothing more —
    /// validation, one login at a time and the login's lifetime are the use case's. Returns the login, so the
    /// caller can wait for its end; nil when nothing started.
    @discardableResult
    func loginButtonTapped() -> Task<Void, Never>? {
        interactor.logIn(phone: phone, code: code)
    }

    // MARK: - Outputs

    private func render() {
        view?.display(
            LoginViewState(
                avatarURL: interactor.avatarURL(forPhone: phone),
                isLoginEnabled: LoginCredentials(phone: phone, code: code).isComplete && !interactor.isLoggingIn,
                loadingMessage: interactor.isLoggingIn ? LoginTexts.loadingMessage : nil
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
}

/// The interactor's reports, turned into what the screen shows and where it goes.
extension LoginPresenter: LoginInteractorOutput {
    /// Tells the user the phone is not a valid mobile number.
    func phoneRejected() {
        view?.showTip(LoginTexts.invalidPhoneTip)
    }

    /// Tells the user the code is not valid.
    func codeRejected() {
        view?.showTip(LoginTexts.invalidCodeTip)
    }

    /// Ends editing and shows the busy state: the HUD, and Login disabled.
    func loginStarted() {
        view?.endEditing()
        render()
    }

    /// Shows the greeting of the person who logged in.
    func loginSucceeded(as person: Person) {
        router.showGreeting(for: person)
    }

    /// Shows the service's message; the fields keep what the user typed.
    func loginFailed(with error: any Error) {
        view?.showTip(error.userFacingMessage)
    }

    /// Hides the HUD and lets Login be tapped again.
    func loginEnded() {
        render()
    }
}
