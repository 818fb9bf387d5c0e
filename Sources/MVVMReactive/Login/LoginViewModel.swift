import Foundation
import Model
import ReactiveCore

/// What the login screen shows and does, as a mapping of inputs to outputs built from ReactiveCore's parts.
///
/// The MVVM-reactive view model: ``LoginViewController`` owns it and binds it; whoever assembled the screen binds
/// ``loggedIn``. Its ``login`` Action talks to the account directory, the auth service and the login memory.
@MainActor
final class LoginViewModel {
    // MARK: - Dependencies

    private let memory: LoginMemory

    // MARK: - State

    /// Ends when the view model goes, and with it a login under way (``login`` runs during it).
    private let token = Lifetime.Token()

    private let validationTipsInput: Signal<String>.Observer

    /// Creates the view model over the account directory (avatars), the auth service (login) and the memory of the
    /// last phone (pre-fill).
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.memory = memory
        let (validationTips, validationTipsInput) = Signal<String>.pipe()
        self.validationTipsInput = validationTipsInput
        login = Action(
            lifetime: token.lifetime,
            enabledIf: combineLatest(phone, code).map { LoginCredentials(phone: $0, code: $1).isComplete }
        ) { (credentials: Credentials) async throws -> Person in
            let person = try await auth.logIn(phone: credentials.number, code: credentials.verificationCode)
            try Task.checkCancellation()
            memory.remember(credentials.number)
            return person
        }
        avatarURL = phone.map { accounts.account(for: $0)?.avatarURL }.skipRepeats()
        loadingMessage = login.isExecuting.map { $0 ? LoginTexts.loadingMessage : nil }
        endEditing = login.isExecuting.signal.filter { $0 }.map { _ in () }
        // A cancelled login belongs to a screen that is gone: it is no one's tip.
        let failures = login.errors.filter { !($0 is CancellationError) }.map(\.userFacingMessage)
        tips = Signal.merge(validationTips, failures)
        loggedIn = login.values
    }

    /// Creates the view model over `environment`'s account directory, auth service and store, as every assembly of
    /// the screen does.
    convenience init(environment: AppEnvironment) {
        self.init(accounts: environment.accounts, auth: environment.auth, memory: LoginMemory(store: environment.store))
    }

    // MARK: - Inputs

    /// The phone field's text. The user's typing is bound into it; Fill up and the pre-fill set it, and the field
    /// is bound from it, so text set in code reaches the screen like typed text.
    let phone = MutableProperty("")

    /// The code field's text, bound the same way as ``phone``. Never pre-filled: a code is never remembered.
    let code = MutableProperty("")

    /// Call when the view has loaded and is bound: pre-fills ``phone`` with the remembered number, so the field and
    /// the avatar show it through their bindings.
    func viewDidLoad() {
        if let remembered = memory.lastPhone() {
            phone.value = remembered.digits
        }
    }

    /// Call when the user taps "Fill up": sets both inputs to the demo account, as if typed.
    func fillUpTapped() {
        phone.value = LoginCredentials.demo.phone
        code.value = LoginCredentials.demo.code
    }

    /// Call when the user taps "Login": an invalid phone or code emits its tip and sends nothing; valid input starts
    /// ``login`` with the validated number and code, unless a login is already running (``login`` refuses it). Returns
    /// the run, so the caller can wait for its end; nil when nothing started.
    @discardableResult
    func loginButtonTapped() -> Task<Void, Never>? {
        guard let number = MobileNumber(phone.value) else {
            validationTipsInput.send(LoginTexts.invalidPhoneTip)
            return nil
        }
        guard let verificationCode = VerificationCode(code.value) else {
            validationTipsInput.send(LoginTexts.invalidCodeTip)
            return nil
        }
        return login.start(Credentials(number: number, verificationCode: verificationCode))
    }

    // MARK: - Outputs

    /// Logs in with validated credentials, one run at a time: enabled exactly when both fields are non-empty and no
    /// login runs (bind Login's enabled state to its `isEnabled`). Its run always ends, so it is enabled again
    /// afterwards, and it is cancelled when this view model goes.
    let login: Action<Credentials, Person, any Error>

    /// The input ``login`` runs with: the number and code, validated.
    struct Credentials {
        let number: MobileNumber
        let verificationCode: VerificationCode
    }

    /// The avatar of the known account whose valid number ``phone`` holds, else nil (the placeholder): the current
    /// one first, then every change.
    let avatarURL: Property<URL?>

    /// "Loading..." while ``login`` runs, nil (the HUD hidden) otherwise: its `isExecuting`, mapped.
    let loadingMessage: Property<String?>

    /// The tips to show: the validation tips merged with the service's messages when a login fails.
    let tips: Signal<String>

    /// Emits when a login starts (``login``'s `isExecuting` turns true): the fields end editing.
    let endEditing: Signal<Void>

    /// The person who logged in: ``login``'s values, the screen's route. Whoever assembled the screen binds it: the
    /// app makes their greeting its root, a screen built alone pushes it.
    let loggedIn: Signal<Person>
}
