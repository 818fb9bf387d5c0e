import Foundation
import Model
import ReactiveCore

/// What the login screen shows and does, as a mapping of inputs (properties the fields are bound into,
/// an action, taps) to outputs (properties and signals the widgets are bound to).
///
/// The MVVM-reactive view model: ``LoginViewController`` owns it and binds to it in both directions;
/// it talks to the account directory, the auth service and the login memory, and knows no widget.
/// Navigation is an output (``loggedIn``) the view controller turns into a push.
@MainActor
final class LoginViewModel {
    // MARK: - Dependencies

    private let memory: LoginMemory

    // MARK: - State

    private let loading = MutableProperty<String?>(nil)

    /// Ends when the view model goes, and with it a login under way (``login`` runs during it).
    private let token = Lifetime.Token()

    /// Creates the view model over the account directory (avatars), the auth service (login) and the
    /// memory of the last phone (pre-fill).
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.memory = memory
        avatarURL = phone.map { accounts.account(for: $0)?.avatarURL }.skipRepeats()
        (tips, tipsInput) = Signal.pipe()
        (endEditing, endEditingInput) = Signal.pipe()
        (loggedIn, loggedInInput) = Signal.pipe()
        login = Action(
            lifetime: token.lifetime,
            enabledIf: combineLatest(phone, code).map { !$0.isEmpty && !$1.isEmpty }.skipRepeats()
        ) { [phone, code, loading, tipsInput, endEditingInput, loggedInInput] in
            guard let number = MobileNumber(phone.value) else {
                tipsInput.send("Please enter a valid mobile number")
                return
            }
            guard let verificationCode = VerificationCode(code.value) else {
                tipsInput.send("Invalid verification code")
                return
            }
            endEditingInput.send(())
            loading.value = "Loading..."
            do {
                let person = try await auth.logIn(phone: number, code: verificationCode)
                // An answer that arrives after the screen went away is for no one: nothing is remembered.
                try Task.checkCancellation()
                memory.remember(number)
                loading.value = nil
                loggedInInput.send(person)
            } catch is CancellationError {
                loading.value = nil
            } catch {
                loading.value = nil
                tipsInput.send(error.userFacingMessage)
            }
        }
    }

    // MARK: - Inputs

    /// The phone field's text. The user's typing is bound into it; Fill up and the pre-fill set it, and
    /// the field's text is bound from it, so text set in code reaches the screen like typed text.
    let phone = MutableProperty("")

    /// The code field's text, bound the same way as ``phone``. Never pre-filled: a code is never remembered.
    let code = MutableProperty("")

    /// Call when the view has loaded and is bound: pre-fills ``phone`` with the number the memory
    /// remembers, if any, so the field and the avatar show it through their bindings.
    func viewDidLoad() {
        if let remembered = memory.lastPhone() {
            phone.value = remembered.digits
        }
    }

    /// Execute when the user taps Login: validates the fields (an invalid one emits a tip and sends
    /// nothing), then logs in. Enabled exactly when both fields are non-empty and no login is running,
    /// so a second tap meanwhile runs nothing; it always finishes, so it is enabled again afterwards.
    ///
    /// Runs during the view model's lifetime, and its body captures the parts it needs, never the view
    /// model: releasing the view model mid-request cancels the request, so nothing is remembered or shown
    /// for a screen that is gone.
    let login: Action<Void, Void, Never>

    /// Call when the user taps Fill up: sets both fields to the demo account, as if typed.
    func fillUpTapped() {
        phone.value = LoginCredentials.demo.phone
        code.value = LoginCredentials.demo.code
    }

    // MARK: - Outputs

    /// Emits the avatar of the known account whose valid number ``phone`` holds, else nil (the
    /// placeholder): the current one first, then every change.
    let avatarURL: Property<URL?>

    /// Emits "Loading..." when a login request starts and nil (the HUD hidden) when it ends; nil at first.
    var loadingMessage: Property<String?> { Property(capturing: loading) }

    /// Emits a tip to show: an invalid phone, an invalid code, or the service's message when a login
    /// fails.
    let tips: Signal<String>

    /// Emits when a valid login starts: the fields end editing.
    let endEditing: Signal<Void>

    /// Emits the person who logged in: show their greeting.
    let loggedIn: Signal<Person>

    // MARK: - Private

    private let tipsInput: Signal<String>.Observer
    private let endEditingInput: Signal<Void>.Observer
    private let loggedInInput: Signal<Person>.Observer
}
