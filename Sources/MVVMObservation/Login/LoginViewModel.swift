import Foundation
import Model
import Observation

/// Decides what the login screen shows and what happens when the user acts on it.
///
/// The MVVM view model, observed: ``LoginViewController`` owns it and reads it in its tracked pass. It talks to
/// `AccountDirectory`, the auth service and `LoginMemory`, and in the app tells its ``AppNavigator`` of a success.
@Observable
@MainActor
final class LoginViewModel {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory

    /// The app this screen is part of, which a login's success reaches; nil for a screen built alone, which follows
    /// ``route`` itself. Set by the app model that makes the view model; weak, since the app model owns it.
    @ObservationIgnored weak var navigator: (any AppNavigator)?

    // MARK: - State

    /// The login in flight, nil when none runs: a second tap is refused while it runs, and it is cancelled when
    /// this view model goes. Observed like the outputs, which it decides: Login's enabled state and the HUD.
    private var login: Task<Void, Never>?

    /// Creates the view model over the account directory, the auth service and the phone memory.
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.accounts = accounts
        self.auth = auth
        self.memory = memory
    }

    isolated deinit {
        // Through Observation's storage, not the tracked property: freed inside another object's pass (the app's
        // navigation controller replacing the stack), a tracked read here would keep this registrar observed for good.
        _login?.cancel()
    }

    // MARK: - Inputs

    /// Call once the screen is built: pre-fills the remembered phone.
    func viewDidLoad() {
        if let remembered = memory.lastPhone() {
            phone = remembered.digits
        }
    }

    /// Call when the user edits the phone field, with its whole text.
    func phoneChanged(_ text: String) {
        phone = text
    }

    /// Call when the user edits the code field, with its whole text.
    func codeChanged(_ text: String) {
        code = text
    }

    /// Call when the user taps "Fill up": enters the demo account as if it had been typed.
    func fillUpTapped() {
        phone = LoginCredentials.demo.phone
        code = LoginCredentials.demo.code
    }

    /// Call when the user taps "Login": an invalid phone or code shows its tip and sends nothing; valid input starts
    /// the login. Returns it, so the caller can wait for its end; nil when nothing started.
    @discardableResult
    func loginButtonTapped() -> Task<Void, Never>? {
        guard login == nil else { return nil }
        guard let number = MobileNumber(phone) else {
            tip = LoginTexts.invalidPhoneTip
            return nil
        }
        guard let verificationCode = VerificationCode(code) else {
            tip = LoginTexts.invalidCodeTip
            return nil
        }
        endEditingRequested = true
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
                self?.tip = error.userFacingMessage
            }
        }
        return login
    }

    /// Call when the screen has shown ``tip``: it is not shown again, and the same tip later shows again.
    func tipShown() {
        tip = nil
    }

    /// Call when the fields have ended editing as ``endEditingRequested`` asked: the user may type again while the
    /// login runs, and the next pass must not end that editing.
    func editingEnded() {
        endEditingRequested = false
    }

    /// Call when the screen has gone where ``route`` said: it does not go there again.
    func routeFollowed() {
        route = nil
    }

    // MARK: - Outputs

    /// The phone field's text: what the user typed, or what Fill up or the pre-fill put there. Text set in code fires
    /// no editing event, so this is where the text lives; the screen shows it and typing sends it back.
    private(set) var phone = ""

    /// The code field's text: what the user typed, or what Fill up put there.
    private(set) var code = ""

    /// The known account's avatar while the phone is its valid number; nil shows the placeholder.
    var avatarURL: URL? {
        accounts.account(for: phone)?.avatarURL
    }

    /// Whether Login can be tapped: both fields non-empty and no login in flight.
    var isLoginEnabled: Bool {
        LoginCredentials(phone: phone, code: code).isComplete && login == nil
    }

    /// "Loading..." while the login runs; nil hides the HUD.
    var loadingMessage: String? {
        login == nil ? nil : LoginTexts.loadingMessage
    }

    /// What the user must be told, until the screen has shown it: an invalid phone or code, or why a login failed.
    private(set) var tip: String?

    /// Whether both fields must end editing (the keyboard goes away): set when a login starts, until the screen has
    /// ended it.
    private(set) var endEditingRequested = false

    /// Where the screen must go, until it has gone there: after a successful login on a screen built alone, to the
    /// person's greeting.
    private(set) var route: LoginRoute?

    // MARK: - Private

    /// A login succeeded: the app goes on from here; a screen built alone pushes the person's greeting.
    private func loggedIn(as person: Person) {
        if let navigator {
            navigator.loginSucceeded(self, as: person)
        } else {
            route = .greeting(person)
        }
    }

    /// Every login ends here, however it ended: the HUD goes and Login can be tapped again.
    private func loginEnded() {
        login = nil
    }
}
