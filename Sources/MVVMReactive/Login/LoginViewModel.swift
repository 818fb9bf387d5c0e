import Foundation
import Model
import ReactiveCore

/// What the login screen shows and does, as a mapping of inputs (properties the fields are bound into,
/// an action, a tap) to outputs (properties and signals the widgets are bound to).
///
/// The MVVM-reactive view model: ``LoginViewController`` owns it and binds to it in both directions;
/// it talks to the account directory, the auth service and the login memory, and knows no widget.
/// Navigation is an output (``loggedIn``) the view controller turns into a push.
@MainActor
final class LoginViewModel {
    // MARK: - Dependencies

    private let auth: any AuthService
    private let memory: LoginMemory

    // MARK: - State

    private let loading = MutableProperty<String?>(nil)
    private let tipsInput: Signal<String>.Observer
    private let endEditingInput: Signal<Void>.Observer
    private let loggedInInput: Signal<Person>.Observer
    private let areFieldsFilled: Property<Bool>

    /// Creates the view model; the phone starts as the number `memory` remembers.
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.auth = auth
        self.memory = memory
        phone = MutableProperty(memory.lastPhone()?.digits ?? "")
        avatarURL = phone.map { accounts.account(for: $0)?.avatarURL }.skipRepeats()
        areFieldsFilled = combineLatest(phone, code).map { !$0.isEmpty && !$1.isEmpty }.skipRepeats()
        (tips, tipsInput) = Signal.pipe()
        (endEditing, endEditingInput) = Signal.pipe()
        (loggedIn, loggedInInput) = Signal.pipe()
    }

    // MARK: - Inputs

    /// The phone field's text. The user's typing is bound into it; Fill up and the pre-fill set it, and
    /// the field's text is bound from it, so text set in code reaches the screen like typed text.
    /// Starts as the remembered phone, if any.
    let phone: MutableProperty<String>

    /// The code field's text, bound the same way as ``phone``. Starts empty: a code is never remembered.
    let code = MutableProperty("")

    /// Call when the user taps Login: validates the fields (an invalid one emits a tip and sends
    /// nothing), then logs in. Enabled exactly when both fields are non-empty and no login is running,
    /// so a second tap meanwhile runs nothing; it always finishes, so it is enabled again afterwards.
    private(set) lazy var login = Action(enabledIf: areFieldsFilled) { [weak self] in
        guard let self else { return }
        await self.logIn()
    }

    /// Call when the user taps Fill up: sets both fields to the demo account, as if typed.
    func fillUpTapped() {
        phone.value = LoginCredentials.demo.phone
        code.value = LoginCredentials.demo.code
    }

    // MARK: - Outputs

    /// The avatar of the known account whose valid number ``phone`` holds, else nil (the placeholder).
    let avatarURL: Property<URL?>

    /// "Loading..." while a login request runs, else nil (the HUD hidden).
    var loadingMessage: Property<String?> { loading }

    /// Emits a tip to show: an invalid phone, an invalid code, or the service's message when a login
    /// fails.
    let tips: Signal<String>

    /// Emits when a valid login starts: the fields end editing.
    let endEditing: Signal<Void>

    /// Emits the person who logged in: show their greeting.
    let loggedIn: Signal<Person>

    // MARK: - Private

    private static let invalidPhoneTip = "Please enter a valid mobile number"
    private static let invalidCodeTip = "Invalid verification code"
    private static let loadingText = "Loading..."

    private func logIn() async {
        guard let number = MobileNumber(phone.value) else {
            tipsInput.send(Self.invalidPhoneTip)
            return
        }
        guard let verificationCode = VerificationCode(code.value) else {
            tipsInput.send(Self.invalidCodeTip)
            return
        }
        endEditingInput.send(())
        loading.value = Self.loadingText
        do {
            let person = try await auth.logIn(phone: number, code: verificationCode)
            loading.value = nil
            memory.remember(number)
            loggedInInput.send(person)
        } catch {
            loading.value = nil
            tipsInput.send(error.userFacingMessage)
        }
    }
}
