import Model

/// Decides what the login screen shows and what happens when the user acts on it.
///
/// The MVVM view model, bound by hand: ``LoginViewController`` owns it, calls its inputs and sets its output closures;
/// whoever assembled the screen takes ``onRoute``. It validates, logs in and remembers the phone through the Model.
@MainActor
final class LoginViewModel {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory

    // MARK: - State

    private var phone = ""
    private var code = ""

    /// The login in flight, nil when none runs: a second tap is refused while it runs, and it is cancelled when
    /// this view model goes.
    private var login: Task<Void, Never>?

    /// Creates the view model over the account directory, the auth service and the phone memory; the view sets
    /// the output closures afterwards.
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.accounts = accounts
        self.auth = auth
        self.memory = memory
    }

    /// Creates the view model over `environment`'s account directory, auth service and store, as every assembly of
    /// the screen does.
    convenience init(environment: AppEnvironment) {
        self.init(accounts: environment.accounts, auth: environment.auth, memory: LoginMemory(store: environment.store))
    }

    isolated deinit {
        login?.cancel()
    }

    // MARK: - Inputs

    /// Call once the screen is built and the outputs are set: pre-fills the remembered phone and emits the first
    /// state.
    func viewDidLoad() {
        if let remembered = memory.lastPhone() {
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

    /// Call when the user taps "Login": an invalid phone or code shows its tip and sends nothing; valid input
    /// starts the login, which this view model owns. Returns the login, so the caller can wait for its end; nil
    /// when nothing started (invalid input, or a login already running).
    @discardableResult
    func loginButtonTapped() -> Task<Void, Never>? {
        guard login == nil else { return nil }
        guard let number = MobileNumber(phone) else {
            onTip?(LoginTexts.invalidPhoneTip)
            return nil
        }
        guard let verificationCode = VerificationCode(code) else {
            onTip?(LoginTexts.invalidCodeTip)
            return nil
        }
        onEndEditing?()
        login = Task { [weak self, auth, memory] in
            defer { self?.loginEnded() }
            do {
                let person = try await auth.logIn(phone: number, code: verificationCode)
                try Task.checkCancellation()
                memory.remember(number)
                self?.onRoute?(.greeting(person))
            } catch is CancellationError {
                // Cancelled because the screen went: there is no one to tell.
            } catch {
                self?.onTip?(error.userFacingMessage)
            }
        }
        render()
        return login
    }

    // MARK: - Outputs

    /// What the screen shows: the avatar, whether Login is enabled, the HUD's message. Emits through
    /// ``onStateChange`` whenever set; a `didSet` never delivers the value it already has, so ``viewDidLoad()`` sets
    /// the first.
    private(set) var state = LoginViewState(avatarURL: nil, isLoginEnabled: false) {
        didSet { onStateChange?(state) }
    }

    /// Emits when ``state`` is set, with the new state to render.
    var onStateChange: ((LoginViewState) -> Void)?

    /// Emits when the fields' text must be set in code ("Fill up", the pre-filled phone), with both texts.
    var onFieldsChange: ((_ phone: String, _ code: String) -> Void)?

    /// Emits when a login starts: both fields end editing (the keyboard goes away).
    var onEndEditing: (() -> Void)?

    /// Emits when the user must be told something: an invalid phone or code, or why a login failed.
    var onTip: ((String) -> Void)?

    /// Emits when the screen must navigate: after a successful login, to the person's greeting.
    var onRoute: ((LoginRoute) -> Void)?

    private func render() {
        state = LoginViewState(
            avatarURL: accounts.account(for: phone)?.avatarURL,
            isLoginEnabled: LoginCredentials(phone: phone, code: code).isComplete && login == nil,
            loadingMessage: login == nil ? nil : LoginTexts.loadingMessage
        )
    }

    // MARK: - Private

    /// Text set in code fires no editing event, so the view model keeps its own copy and never waits for the
    /// view to echo it back.
    private func setFields(phone: String, code: String) {
        self.phone = phone
        self.code = code
        onFieldsChange?(phone, code)
    }

    /// Every login ends here, however it ended: the HUD goes and Login can be tapped again.
    private func loginEnded() {
        login = nil
        render()
    }
}
