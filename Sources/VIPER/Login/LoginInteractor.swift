import Foundation
import Model

/// The login use case: finds avatars, validates the input, logs in and remembers the phone, one login at a time.
///
/// The VIPER Interactor: ``LoginPresenter`` owns it and asks it; it reports a login's progress to its
/// ``LoginInteractorOutput`` (the presenter), held weakly. It talks to the Model only — `MobileNumber` and
/// `VerificationCode` for validation, the account directory, the auth service and `LoginMemory` — and knows
/// nothing of views, texts or navigation. It owns the login it starts and cancels it when it goes.
@MainActor
final class LoginInteractor {
    // MARK: - Dependencies

    private let accounts: AccountDirectory
    private let auth: any AuthService
    private let memory: LoginMemory

    /// Where the login's progress goes; the assembly sets it right after creating the presenter.
    weak var output: (any LoginInteractorOutput)?

    // MARK: - State

    /// The login in flight, nil when none runs: a second request is refused while it runs, whoever asks, and it is
    /// cancelled when this interactor goes.
    private var login: Task<Void, Never>?

    /// Creates the use case over the account directory, the auth service and the phone memory; ``output`` is set
    /// afterwards.
    init(accounts: AccountDirectory, auth: any AuthService, memory: LoginMemory) {
        self.accounts = accounts
        self.auth = auth
        self.memory = memory
    }

    isolated deinit {
        login?.cancel()
    }

    // MARK: - Inputs

    /// Whether a login is in flight.
    var isLoggingIn: Bool { login != nil }

    /// The avatar of the known account whose valid number `phone` is, or nil.
    func avatarURL(forPhone phone: String) -> URL? {
        accounts.account(for: phone)?.avatarURL
    }

    /// The digits of the last phone that logged in, or nil.
    func rememberedPhone() -> String? {
        memory.lastPhone()?.digits
    }

    /// Validates `phone` and `code` as typed (an invalid one is reported and nothing is sent), then starts the
    /// login, which this interactor owns, and reports its progress. Returns the login, so the caller can wait for
    /// its end; nil when nothing started (invalid input, or a login already running). Only the phone is
    /// remembered: the code is never stored.
    @discardableResult
    func logIn(phone: String, code: String) -> Task<Void, Never>? {
        guard login == nil else { return nil }
        guard let number = MobileNumber(phone) else {
            output?.phoneRejected()
            return nil
        }
        guard let verificationCode = VerificationCode(code) else {
            output?.codeRejected()
            return nil
        }
        login = Task { [weak self, auth, memory] in
            defer { self?.loginEnded() }
            do {
                let person = try await auth.logIn(phone: number, code: verificationCode)
                try Task.checkCancellation()
                memory.remember(number)
                self?.output?.loginSucceeded(as: person)
            } catch is CancellationError {
                // Cancelled because the screen went: there is no one to tell.
            } catch {
                self?.output?.loginFailed(with: error)
            }
        }
        output?.loginStarted()
        return login
    }

    // MARK: - Private

    /// Every login ends here, however it ended.
    private func loginEnded() {
        login = nil
        output?.loginEnded()
    }
}
