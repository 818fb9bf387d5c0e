import Model

/// The phone field's text as a user types the demo number's last digit and deletes it again, alternating, and the
/// work every `keystroke/*` benchmark does with it: is the login ready (a valid mobile number and a valid code)?
enum KeystrokeTexts {
    /// The code field's text, which stays valid.
    static let code = LoginCredentials.demo.code

    /// The phone text of the `index`th keystroke: the full demo number for even ones, one digit short for odd ones,
    /// so the derived value alternates and a `skipRepeats` on the way never skips.
    static func phone(_ index: Int) -> String {
        index & 1 == 0 ? complete : short
    }

    /// The work: what the login screen derives from its two fields on each keystroke.
    static func isLoginReady(phone: String, code: String) -> Bool {
        MobileNumber(phone) != nil && VerificationCode(code) != nil
    }

    private static let complete = LoginCredentials.demo.phone
    private static let short = String(LoginCredentials.demo.phone.dropLast())
}
