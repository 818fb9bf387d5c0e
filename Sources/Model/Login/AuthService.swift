import Foundation

/// Logs a user in with a mobile number and a verification code.
public protocol AuthService: Sendable {
    /// Logs in and answers the account's person; throws an ``AuthError`` (or a transport-ish error, or
    /// `CancellationError`) on failure.
    func logIn(phone: MobileNumber, code: VerificationCode) async throws -> Person
}
