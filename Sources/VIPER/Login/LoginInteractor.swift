import Model

/// The login use case, in entities: the Model's rules for what is typed, whose the phone is, the login, the phone kept.
///
/// The VIPER Interactor: ``LoginPresenter`` owns it and asks it through ``LoginInteractorInput``; it reports to its
/// ``LoginInteractorOutput``. It knows no view, text or route, and keeps no state.
@MainActor
final class LoginInteractor: LoginInteractorInput {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory

    /// Where a login's outcome goes; the assembly sets it right after creating the presenter.
    weak var output: (any LoginInteractorOutput)?

    /// Creates the use case over the account directory, the auth service and the phone memory; ``output`` is set
    /// afterwards.
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.accounts = accounts
        self.auth = auth
        self.memory = memory
    }

    // MARK: - Inputs

    /// Asks the account directory.
    func account(forPhone phone: String) -> Account? {
        accounts.account(for: phone)
    }

    /// Asks the phone memory.
    func rememberedPhone() -> MobileNumber? {
        memory.lastPhone()
    }

    /// Applies the Model's mobile number rule.
    func mobileNumber(for phone: String) -> MobileNumber? {
        MobileNumber(phone)
    }

    /// Applies the Model's verification code rule.
    func verificationCode(for code: String) -> VerificationCode? {
        VerificationCode(code)
    }

    /// Asks the auth service; an answer that lands after a cancellation is dropped before anything is remembered.
    func logIn(phone: MobileNumber, code: VerificationCode) async {
        do {
            let person = try await auth.logIn(phone: phone, code: code)
            try Task.checkCancellation()
            memory.remember(phone)
            output?.loginSucceeded(as: person)
        } catch is CancellationError {
            // Cancelled because the screen went: there is no one to tell.
        } catch {
            output?.loginFailed(with: error)
        }
    }
}
