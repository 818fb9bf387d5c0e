import Foundation

extension Error {
    /// The text a screen shows for this error: the `errorDescription` of a `LocalizedError`, else
    /// "Something went wrong. Please try again."
    ///
    /// Model errors never put a secret (API key, verification code) in their description.
    public var userFacingMessage: String {
        (self as? any LocalizedError)?.errorDescription ?? "Something went wrong. Please try again."
    }
}
