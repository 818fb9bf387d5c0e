import Foundation
import Model

/// The login use case: validates the input, finds avatars, logs in and remembers the phone.
///
/// The VIPER Interactor: ``LoginPresenter`` owns it and calls it through ``LoginInteractorInput``; it
/// reports a login's outcome to its ``LoginInteractorOutput`` (the presenter), held weakly. It talks to
/// the Model only — `MobileNumber` and `VerificationCode` for validation, the account directory, the
/// auth service and `LoginMemory` — and knows nothing of views, texts or navigation.
@MainActor
final class LoginInteractor: LoginInteractorInput {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory

    /// Where outcomes go; ``LoginModule`` sets it right after creating the presenter.
    weak var output: (any LoginInteractorOutput)?

    // MARK: - State

    private var isLoggingIn = false

    /// Creates the use case over the account directory, the auth service and the phone memory.
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.accounts = accounts
        self.auth = auth
        self.memory = memory
    }

    // MARK: - Inputs

    /// The avatar of the known account whose valid number `phone` is, or nil.
    func avatarURL(forPhone phone: String) -> URL? {
        accounts.account(for: phone)?.avatarURL
    }

    /// The digits of the last phone that logged in, or nil.
    func rememberedPhone() -> String? {
        memory.lastPhone()?.digits
    }

    /// Validates, then logs in; does nothing while a login runs, so one request at most is in flight
    /// whoever calls. Only the phone is remembered: the code is never stored.
    func logIn(phone phoneText: String, code codeText: String) async {
        guard !isLoggingIn else { return }
        guard let phone = MobileNumber(phoneText) else {
            output?.phoneRejected()
            return
        }
        guard let code = VerificationCode(codeText) else {
            output?.codeRejected()
            return
        }
        isLoggingIn = true
        defer { isLoggingIn = false }
        output?.loginStarted()
        do {
            let person = try await auth.logIn(phone: phone, code: code)
            memory.remember(phone)
            output?.loginSucceeded(as: person)
        } catch {
            output?.loginFailed(with: error)
        }
    }
}
