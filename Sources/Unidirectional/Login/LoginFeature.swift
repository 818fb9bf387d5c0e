import Foundation
import Model
import StoreCore

/// Everything the login screen knows and does: its state, the actions that change it, and the reducer that decides.
///
/// The unidirectional feature: ``LoginViewController``'s `Store` runs ``reduce(_:_:)``, the only code that changes the
/// state; logging in and remembering the phone are effects the store runs. It never touches a widget.
struct LoginFeature {
    // MARK: - Dependencies

    let accounts: AccountDirectory
    let auth: any AuthService
    let memory: LoginMemory

    // MARK: - State

    /// What the login screen shows, and the one flag that refuses a second login while one runs.
    struct State: Equatable {
        /// The phone field's text: typed, filled up or pre-filled — the view renders it either way.
        var phone = ""
        /// The code field's text.
        var code = ""
        /// The known account's avatar while the phone is its valid number; nil shows the placeholder.
        var avatarURL: URL?
        /// True from a valid Login tap until its answer: the HUD shows, Login is disabled, a second tap is refused.
        var isLoggingIn = false
        /// A message the view has yet to show as a toast; the view clears it by sending `tipShown`.
        var tip: String?
        /// Where the view has yet to go; the view clears it by sending `routeFollowed`.
        var route: LoginRoute?

        /// Whether Login can be tapped: both fields non-empty and no login in flight.
        var isLoginEnabled: Bool {
            LoginCredentials(phone: phone, code: code).isComplete && !isLoggingIn
        }

        /// "Loading..." while the login runs; nil hides the HUD.
        var loadingMessage: String? {
            isLoggingIn ? LoginTexts.loadingMessage : nil
        }
    }

    // MARK: - Action

    /// What happened: the user's events, named as in every style, the answers the effects send back, and the view's
    /// acknowledgements of the one-off things it was asked to do.
    enum Action: Equatable {
        /// The screen is built: the remembered phone, if any, is pre-filled.
        case viewDidLoad
        /// The key-value store answered the last phone that logged in.
        case rememberedPhoneLoaded(MobileNumber)
        /// The user edited the phone field; its whole text.
        case phoneChanged(String)
        /// The user edited the code field; its whole text.
        case codeChanged(String)
        /// The user tapped "Fill up".
        case fillUpTapped
        /// The user tapped "Login".
        case loginButtonTapped
        /// The auth service logged `phone` in as `person`.
        case loginSucceeded(Person, phone: MobileNumber)
        /// The auth service refused or failed; the message to show.
        case loginFailed(message: String)
        /// The view showed ``State/tip``.
        case tipShown
        /// The view went to ``State/route``.
        case routeFollowed
    }

    // MARK: - Reducer

    /// Changes `state` for `action` and returns the work it needs done; runs nothing itself.
    func reduce(_ state: inout State, _ action: Action) -> Effect<Action> {
        switch action {
        case .viewDidLoad:
            return loadRememberedPhone()
        case .rememberedPhoneLoaded(let phone):
            setFields(phone: phone.digits, code: "", in: &state)
            return .none
        case .phoneChanged(let text):
            setFields(phone: text, code: state.code, in: &state)
            return .none
        case .codeChanged(let text):
            state.code = text
            return .none
        case .fillUpTapped:
            setFields(phone: LoginCredentials.demo.phone, code: LoginCredentials.demo.code, in: &state)
            return .none
        case .loginButtonTapped:
            guard !state.isLoggingIn else { return .none }
            guard let number = MobileNumber(state.phone) else {
                state.tip = LoginTexts.invalidPhoneTip
                return .none
            }
            guard let code = VerificationCode(state.code) else {
                state.tip = LoginTexts.invalidCodeTip
                return .none
            }
            state.isLoggingIn = true
            return logIn(number, code)
        case .loginSucceeded(let person, let phone):
            state.isLoggingIn = false
            state.route = .greeting(person)
            return remember(phone)
        case .loginFailed(let message):
            state.isLoggingIn = false
            state.tip = message
            return .none
        case .tipShown:
            state.tip = nil
            return .none
        case .routeFollowed:
            state.route = nil
            return .none
        }
    }

    // MARK: - Effects

    /// Reads the remembered phone and sends it back; sends nothing when none was remembered.
    private func loadRememberedPhone() -> Effect<Action> {
        .run { [memory] send in
            if let phone = memory.lastPhone() {
                send(.rememberedPhoneLoaded(phone))
            }
        }
    }

    /// Logs in with the number and code validated when Login was tapped, and sends back how it went. Cancelled with
    /// the store: a cancelled login sends nothing, so it shows, pushes and remembers nothing.
    private func logIn(_ number: MobileNumber, _ code: VerificationCode) -> Effect<Action> {
        .run { [auth] send in
            do {
                let person = try await auth.logIn(phone: number, code: code)
                send(.loginSucceeded(person, phone: number))
            } catch {
                send(.loginFailed(message: error.userFacingMessage))
            }
        }
    }

    /// Remembers `phone`, the number that logged in — received with the answer, not read from the field, which the
    /// user may have changed since. Never the code.
    private func remember(_ phone: MobileNumber) -> Effect<Action> {
        .run { [memory] _ in memory.remember(phone) }
    }

    // MARK: - Private

    /// Sets both fields' text, and the avatar of the phone's account.
    private func setFields(phone: String, code: String, in state: inout State) {
        state.phone = phone
        state.code = code
        state.avatarURL = accounts.account(for: phone)?.avatarURL
    }
}
