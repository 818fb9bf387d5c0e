import Model

/// The login use case: finds the account a phone belongs to, validates the input, logs in and remembers the phone.
///
/// The VIPER Interactor: ``LoginPresenter`` owns it and asks it; it reports to its ``LoginInteractorOutput`` (the
/// presenter), held weakly. It speaks in entities — `Account`, `MobileNumber`, `VerificationCode`, `Person` — and
/// talks to the Model only: its rules, the account directory, the auth service and `LoginMemory`. It knows nothing
/// of views, texts or navigation, and keeps no state: a login runs in the task of the presenter that awaits it, and
/// is cancelled with that task.
@MainActor
final class LoginInteractor {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory

    /// Where the reports go; the assembly sets it right after creating the presenter.
    weak var output: (any LoginInteractorOutput)?

    /// Creates the use case over the account directory, the auth service and the phone memory; ``output`` is set
    /// afterwards.
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.accounts = accounts
        self.auth = auth
        self.memory = memory
    }

    // MARK: - Inputs

    /// The known account whose valid number `phone` is, however it is written; nil for any other text.
    func account(forPhone phone: String) -> Account? {
        accounts.account(for: phone)
    }

    /// The number of the last login, or nil.
    func rememberedPhone() -> MobileNumber? {
        memory.lastPhone()
    }

    /// Checks `phone` and `code` as typed against the Model's rules: answers the number and the code to log in with,
    /// or reports the first that is invalid and answers nil.
    func validate(phone: String, code: String) -> (phone: MobileNumber, code: VerificationCode)? {
        guard let number = MobileNumber(phone) else {
            output?.phoneRejected()
            return nil
        }
        guard let verificationCode = VerificationCode(code) else {
            output?.codeRejected()
            return nil
        }
        return (number, verificationCode)
    }

    /// Logs in with `phone` and `code`, remembers the phone on success — never the code — and reports the outcome.
    /// It runs in its caller's task: cancelled with it, it reports and remembers nothing, even when the answer has
    /// already come.
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
