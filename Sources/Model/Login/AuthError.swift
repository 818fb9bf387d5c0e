import Foundation

/// Why a login failed, with the message the user sees.
public enum AuthError: Error, Equatable, Sendable, LocalizedError {
    /// No account uses the number: "No account uses this number."
    case unknownNumber
    /// The code does not match: "The verification code is incorrect."
    case incorrectCode
    /// The server did not answer: "The server is not responding. Please try again."
    case serverNotResponding

    /// The user-facing message.
    public var errorDescription: String? {
        switch self {
        case .unknownNumber: "No account uses this number."
        case .incorrectCode: "The verification code is incorrect."
        case .serverNotResponding: "The server is not responding. Please try again."
        }
    }
}
