import Model

/// Decides what the login screen shows and what its events ask of the use case.
///
/// The VIPER Presenter: ``LoginViewController`` owns it and forwards every event to it. It owns its
/// ``LoginInteractorInput`` (the use case) and its ``LoginRouting`` (navigation), and refers back to the
/// passive ``LoginView`` weakly. It turns view events into interactor requests, and the interactor's
/// answers and reports (``LoginInteractorOutput``) into view states, field text, tips and routes — the
/// user-facing texts live here. No HeadlessUI here.
@MainActor
final class LoginPresenter {
    // MARK: - Dependencies

    /// Internal, not private, so the leak tests can track the interactor the module made.
    let interactor: any LoginInteractorInput
    /// Internal, not private, so the leak tests can track the router the module made.
    let router: any LoginRouting

    /// The screen; ``LoginModule`` sets it right after creating both.
    weak var view: (any LoginView)?

    // MARK: - State

    private var phone = ""
    private var code = ""
    /// True while a tap's login runs in the interactor, validation included. The presenter refuses a second
    /// tap meanwhile itself, not only through the disabled button, and without waiting for a report.
    private var isHandlingLoginTap = false
    /// True from the interactor's ``loginStarted()`` until the login's outcome: the HUD shows and login is
    /// disabled.
    private var isLoggingIn = false

    /// Creates the presenter over its interactor and router; ``view`` is set afterwards.
    init(interactor: any LoginInteractorInput, router: any LoginRouting) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - Inputs

    /// Call once the screen is built: pre-fills the remembered phone and shows the first state.
    func viewDidLoad() {
        if let remembered = interactor.rememberedPhone() {
            setFields(phone: remembered, code: code)
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

    /// Call when the user taps "Login"; returns when the login has ended. A tap while a login runs does
    /// nothing, whether or not the button managed to disable first.
    func loginButtonTapped() async {
        guard !isHandlingLoginTap else { return }
        isHandlingLoginTap = true
        defer { isHandlingLoginTap = false }
        await interactor.logIn(phone: phone, code: code)
    }

    // MARK: - Private

    /// Text set in code reaches no editing event, so the presenter keeps its own copy and never waits
    /// for the view to echo it back.
    private func setFields(phone: String, code: String) {
        self.phone = phone
        self.code = code
        view?.setFields(phone: phone, code: code)
    }

    private func render() {
        view?.display(
            LoginViewState(
                avatarURL: interactor.avatarURL(forPhone: phone),
                isLoginEnabled: !phone.isEmpty && !code.isEmpty && !isLoggingIn,
                loadingMessage: isLoggingIn ? "Loading..." : nil
            )
        )
    }
}

/// The interactor's reports, turned into what the screen shows and where it goes.
extension LoginPresenter: LoginInteractorOutput {
    /// Tells the user the phone is not a valid mobile number.
    func phoneRejected() {
        view?.showTip("Please enter a valid mobile number")
    }

    /// Tells the user the code is not valid.
    func codeRejected() {
        view?.showTip("Invalid verification code")
    }

    /// Ends editing, shows the HUD and disables login while the request runs.
    func loginStarted() {
        isLoggingIn = true
        view?.endEditing()
        render()
    }

    /// Hides the HUD and shows the greeting of the person who logged in.
    func loginSucceeded(as person: Person) {
        isLoggingIn = false
        render()
        router.showGreeting(for: person)
    }

    /// Hides the HUD and shows the service's message; the fields keep what the user typed.
    func loginFailed(with error: any Error) {
        isLoggingIn = false
        render()
        view?.showTip(error.userFacingMessage)
    }
}
