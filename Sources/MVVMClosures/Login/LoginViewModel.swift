import Foundation
import Model

/// Decides what the login screen shows and what happens when the user acts on it.
///
/// The MVVM view model, bound by hand: ``LoginViewController`` owns it, calls its inputs and sets its
/// output closures, each capturing the controller weakly. It holds the typed text, asks the Model for
/// the avatar, validation, login and memory, and never touches a widget or imports UI. Continuous state
/// goes out as one ``state`` value whose `didSet` calls ``onStateChange``; one-off events (text set in
/// code, ending editing, tips, navigation) go out as their own closures.
@MainActor
final class LoginViewModel {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory

    // MARK: - State

    private var phone = ""
    private var code = ""
    private var isLoggingIn = false

    /// Creates the view model over the account directory (avatars), the auth service (login) and the
    /// memory of the last phone (pre-fill).
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.accounts = accounts
        self.auth = auth
        self.memory = memory
    }

    // MARK: - Inputs

    /// Call when the view has loaded and its outputs are bound: pre-fills the remembered phone and
    /// emits the state to show.
    func viewDidLoad() {
        if let remembered = memory.lastPhone() {
            phone = remembered.digits
            onFieldsChange?(phone, code)
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
    ///
    /// The view sets the text in code, which fires no editing event, so the view model takes the values
    /// itself instead of waiting for ``phoneChanged(_:)`` and ``codeChanged(_:)`` to echo them.
    func fillUpTapped() {
        phone = LoginCredentials.demo.phone
        code = LoginCredentials.demo.code
        onFieldsChange?(phone, code)
        render()
    }

    /// Call when the user taps "Login"; returns when the login has ended.
    ///
    /// Validates on the tap (a tip and no request for an invalid phone or code), and does nothing while a
    /// login already runs, whatever the button's state.
    func loginButtonTapped() async {
        guard !isLoggingIn else { return }
        guard let number = MobileNumber(phone) else {
            onTip?("Please enter a valid mobile number")
            return
        }
        guard let verificationCode = VerificationCode(code) else {
            onTip?("Invalid verification code")
            return
        }
        onEndEditing?()
        // Set before the first `await`: a second tap is refused from the moment this one is accepted.
        isLoggingIn = true
        render()
        do {
            let person = try await auth.logIn(phone: number, code: verificationCode)
            memory.remember(number)
            isLoggingIn = false
            render()
            onRoute?(.greeting(person))
        } catch {
            isLoggingIn = false
            render()
            onTip?(error.userFacingMessage)
        }
    }

    // MARK: - Outputs

    /// What the screen shows: avatar, whether login is enabled, the loading message.
    ///
    /// Emits through ``onStateChange`` every time it is set, which every input does (after
    /// ``viewDidLoad()``, which the view calls once its closures are set).
    private(set) var state = LoginViewState(avatarURL: nil, isLoginEnabled: false, loadingMessage: nil) {
        didSet { onStateChange?(state) }
    }

    /// Emits when ``state`` is set, with the new state to render.
    var onStateChange: ((LoginViewState) -> Void)?

    /// Emits when the fields' text must be set in code ("Fill up", the pre-filled phone), with both texts.
    var onFieldsChange: ((_ phone: String, _ code: String) -> Void)?

    /// Emits when a login starts: both fields end editing (the keyboard goes away).
    var onEndEditing: (() -> Void)?

    /// Emits when the user must be told something: an invalid phone or code, or the service's message.
    var onTip: ((String) -> Void)?

    /// Emits when the screen must navigate: after a successful login, to the person's greeting.
    var onRoute: ((LoginRoute) -> Void)?

    // MARK: - Private

    private func render() {
        state = LoginViewState(
            avatarURL: accounts.account(for: phone)?.avatarURL,
            isLoginEnabled: !phone.isEmpty && !code.isEmpty && !isLoggingIn,
            loadingMessage: isLoggingIn ? "Loading..." : nil
        )
    }
}
