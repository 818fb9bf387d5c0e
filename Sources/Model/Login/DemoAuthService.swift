import Foundation

/// The embedded demo login server: 13874389438 / 5858 → David Blaine, 13800138000 / 1234 → Ada Lovelace,
/// 13900000000 → ``AuthError/serverNotResponding``, any other number ``AuthError/unknownNumber``, a wrong
/// code ``AuthError/incorrectCode``.
///
/// Every answer, success or failure, comes after the simulated latency. Cancelling the calling task
/// during the latency throws `CancellationError`.
public struct DemoAuthService: AuthService {
    private static let outageNumber = "13900000000"
    private static let codes = ["13874389438": "5858", "13800138000": "1234"]

    private let latency: Duration
    private let sleep: @Sendable (Duration) async throws -> Void
    private let accounts = AccountDirectory.demo

    /// Creates the demo server.
    /// - Parameters:
    ///   - latency: how long each answer takes (1 s by default, zero in tests).
    ///   - sleep: how to wait out the latency; tests inject one that records the duration instead of waiting.
    public init(
        latency: Duration = .seconds(1),
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.latency = latency
        self.sleep = sleep
    }

    /// Answers the demo account's person after the latency, or throws an ``AuthError``.
    public func logIn(phone: MobileNumber, code: VerificationCode) async throws -> Person {
        try await simulateLatency(latency, sleep: sleep)
        if phone.digits == Self.outageNumber { throw AuthError.serverNotResponding }
        guard let expectedCode = Self.codes[phone.digits], let account = accounts.account(for: phone.digits) else {
            throw AuthError.unknownNumber
        }
        guard code.digits == expectedCode else { throw AuthError.incorrectCode }
        return account.person
    }
}
