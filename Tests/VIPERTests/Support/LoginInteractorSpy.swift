import Model
import TestSupport
import Testing

@testable import VIPER

/// A ``LoginInteractorInput`` standing in for the use case, so the presenter is tested alone: its queries answer what
/// the test gave it, and each login is recorded and held until the test completes it, when the spy reports the outcome
/// to its output, as the interactor would; cancelled, it reports nothing.
@MainActor
final class LoginInteractorSpy: LoginInteractorInput {
    /// What ``account(forPhone:)`` answers, by phone as typed; any other text answers nil.
    var accounts: [String: Account] = [:]
    /// What ``mobileNumber(for:)`` answers, by phone as typed; any other text answers nil.
    var numbers: [String: MobileNumber] = [:]
    /// What ``verificationCode(for:)`` answers, by code as typed; any other text answers nil.
    var codes: [String: VerificationCode] = [:]
    /// What ``rememberedPhone()`` answers.
    var remembered: MobileNumber?

    /// Where the outcome of a completed login is reported: the presenter, as the assembly wires the interactor.
    weak var output: (any LoginInteractorOutput)?

    private let logIns = PendingRequests<AuthServiceSpy.Request, Result<Person, any Error>>(owner: "LoginInteractorSpy")

    /// Every login asked for, in order, completed or not.
    var logInRequests: [AuthServiceSpy.Request] { logIns.all }
    /// The logins cancelled while held, in order.
    var cancelledLogIns: [AuthServiceSpy.Request] { logIns.cancelled }

    /// Makes the queries answer as the use case does for `account` typed as the fixtures type it: its account, its
    /// number and its code.
    func knows(_ account: LoginFixtures.Account) {
        accounts[account.typedPhone] = AccountDirectory.demo.account(for: account.typedPhone)
        numbers[account.typedPhone] = account.phone
        codes[account.code] = VerificationCode(account.code)
    }

    func account(forPhone phone: String) -> Account? {
        accounts[phone]
    }

    func rememberedPhone() -> MobileNumber? {
        remembered
    }

    func mobileNumber(for phone: String) -> MobileNumber? {
        numbers[phone]
    }

    func verificationCode(for code: String) -> VerificationCode? {
        codes[code]
    }

    func logIn(phone: MobileNumber, code: VerificationCode) async {
        guard let outcome = try? await logIns.enqueue(AuthServiceSpy.Request(phone: phone, code: code)) else { return }
        switch outcome {
        case .success(let person): output?.loginSucceeded(as: person)
        case .failure(let error): output?.loginFailed(with: error)
        }
    }

    /// Returns once a login is held (at once if one is), or when the calling task is cancelled.
    func waitForLogIn() async {
        await logIns.waitUntilPending(1)
    }

    /// Ends the oldest held login: a success reports `loginSucceeded(as:)`, a failure `loginFailed(with:)`. With none
    /// held, records an issue instead.
    func completeLogIn(with outcome: Result<Person, any Error>, sourceLocation: SourceLocation = #_sourceLocation) {
        logIns.complete(with: .success(outcome), call: "completeLogIn(with:)", sourceLocation: sourceLocation)
    }
}
