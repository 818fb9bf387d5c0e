import Foundation
import Model

/// An ``AuthService`` that answers every login at once with the same canned result.
public struct AuthServiceStub: AuthService {
    private let result: Result<Person, AuthError>

    /// Creates a stub that always answers `result`.
    public init(result: Result<Person, AuthError>) {
        self.result = result
    }

    /// Answers the canned result, whatever the number and code.
    public func logIn(phone: MobileNumber, code: VerificationCode) async throws -> Person {
        try result.get()
    }
}
