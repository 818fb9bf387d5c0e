import Foundation
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

    private let interactor: any LoginInteractorInput
    private let router: any LoginRouting

    /// The screen; ``LoginModule`` sets it right after creating both.
    weak var view: (any LoginView)?

    // MARK: - State

    private var phone = ""
    private var code = ""
    private var avatarURL: URL?
    private var isLoggingIn = false

    /// Creates the presenter over its interactor and router; ``view`` is set afterwards.
    init(interactor: any LoginInteractorInput, router: any LoginRouting) {
        self.interactor = interactor
        self.router = router
    }

    // MARK: - Inputs

    /// Call once the screen is built: shows the initial state, pre-filled with the remembered phone.
    func viewDidLoad() {
        if let remembered = interactor.rememberedPhone() {
            phone = remembered
            avatarURL = interactor.avatarURL(forPhone: remembered)
            view?.setFields(phone: phone, code: code)
        }
        render()
    }

    /// Call when the user edits the phone field.
    func phoneChanged(_ text: String) {
        phone = text
        avatarURL = interactor.avatarURL(forPhone: text)
        render()
    }

    /// Call when the user edits the code field.
    func codeChanged(_ text: String) {
        code = text
        render()
    }

    /// Call when the user taps "Fill up": both fields get the demo account, and the screen updates as if
    /// the user had typed them, although text set in code fires no editing event.
    func fillUpTapped() {
        view?.setFields(phone: LoginCredentials.demo.phone, code: LoginCredentials.demo.code)
        code = LoginCredentials.demo.code
        phoneChanged(LoginCredentials.demo.phone)
    }

    /// Call when the user taps "Login"; returns when the login has ended. A tap while a login runs does
    /// nothing, whether or not the button managed to disable first.
    func loginButtonTapped() async {
        guard !isLoggingIn else { return }
        await interactor.logIn(phone: phone, code: code)
    }

    // MARK: - Private

    private func render() {
        view?.display(
            LoginViewState(
                avatarURL: avatarURL,
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
