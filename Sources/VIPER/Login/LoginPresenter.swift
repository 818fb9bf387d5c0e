import Model

/// Decides what the login screen shows and what its events ask of the use case.
///
/// The VIPER Presenter: ``LoginViewController`` owns it and forwards every event to it. It owns its
/// ``LoginInteractor`` (the use case) and its ``LoginRouting`` (navigation), and refers back to the passive
/// ``LoginView`` weakly. It keeps the typed text, turns view events into interactor requests, and the interactor's
/// entities and reports (``LoginInteractorOutput``) into view states, field text, tips and routes — the user-facing
/// texts live here. It owns the login it starts, as a task running the interactor's use case, and cancels it when it
/// goes. No HeadlessUI here.
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

    /// The login in flight, nil when none runs: a second tap is refused while it runs, and it is cancelled when
    /// this presenter goes.
    private var login: Task<Void, Never>?

    /// Creates the presenter over its interactor and router; ``view`` is set afterwards.
    init(interactor: LoginInteractor, router: any LoginRouting) {
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

    /// Call when the user taps "Login": the interactor validates the text as typed (an invalid phone or code comes
    /// back as a report, and its tip shows); valid input starts the login, the interactor's use case run in a task
    /// this presenter owns. Returns the login, so the caller can wait for its end; nil when nothing started (invalid
    /// input, or a login already running).
    @discardableResult
    func loginButtonTapped() -> Task<Void, Never>? {
        guard login == nil, let credentials = interactor.validate(phone: phone, code: code) else { return nil }
        view?.endEditing()
        // The task holds the interactor, not this presenter: a screen released mid-request frees its presenter, whose
        // deinit cancels the task, and the cancellation reaches the interactor's awaited call.
        login = Task { [weak self, interactor] in
            await interactor.logIn(phone: credentials.phone, code: credentials.code)
            self?.loginEnded()
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

    /// Every login ends here, however it ended: the HUD goes and Login can be tapped again.
    private func loginEnded() {
        login = nil
        render()
    }
}

/// The interactor's reports, turned into what the screen shows and where it goes. None reads back into the
/// interactor: what a report needs, it carries.
extension LoginPresenter: LoginInteractorOutput {
    /// Tells the user the phone is not a valid mobile number.
    func phoneRejected() {
        view?.showTip(LoginTexts.invalidPhoneTip)
    }

    /// Tells the user the code is not valid.
    func codeRejected() {
        view?.showTip(LoginTexts.invalidCodeTip)
    }

    /// Shows the greeting of the person who logged in.
    func loginSucceeded(as person: Person) {
        router.showGreeting(for: person)
    }

    /// Shows the service's message; the fields keep what the user typed.
    func loginFailed(with error: any Error) {
        view?.showTip(error.userFacingMessage)
    }
}
