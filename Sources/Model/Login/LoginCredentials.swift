/// A phone number and verification code as the user types them into the login screen.
public struct LoginCredentials: Hashable, Sendable {
    /// The mobile number, as typed.
    public let phone: String
    /// The verification code, as typed.
    public let code: String

    /// Credentials as typed; nothing is validated here (see ``MobileNumber`` and ``VerificationCode``).
    public init(phone: String, code: String) {
        self.phone = phone
        self.code = code
    }

    /// Whether both fields hold something: Login is enabled only then (L1). Whether they are valid is decided on the
    /// tap, so that an invalid entry gets its tip instead of a button that silently stays off (L4, L5).
    public var isComplete: Bool {
        !phone.isEmpty && !code.isEmpty
    }

    /// The demo account the embedded server knows (David Blaine): what "Fill up" puts in the fields.
    public static let demo = LoginCredentials(phone: "13874389438", code: "5858")
}
