import Foundation
import Model

/// The data every login suite uses, written once: the demo accounts, the enabled rule, the avatar rule, the
/// digit-by-digit typing and the failures. Avatar URLs come from `AccountDirectory.demo`, never retyped.
public enum LoginFixtures {
    /// A demo account as a user types it: its number, its code, its person and its avatar.
    public struct Account: Sendable, CustomStringConvertible {
        /// The number as typed (with spaces, as a user might).
        public let typedPhone: String
        /// The verification code the demo server accepts for it.
        public let code: String
        /// Who logs in with it.
        public let person: Person
        /// The number's 11 digits, as remembered.
        public var phone: MobileNumber { MobileNumber(typedPhone)! }
        /// The account's avatar, from the directory.
        public var avatarURL: URL { AccountDirectory.demo.account(for: typedPhone)!.avatarURL }

        /// The person's name, as test results show the argument.
        public var description: String { "\(person.firstName) \(person.lastName)" }
    }

    /// David Blaine's account, typed plainly: the one Fill up enters.
    public static let david = Account(typedPhone: "13874389438", code: "5858", person: .davidBlaine)

    /// Ada Lovelace's account, typed with a prefix and spaces, as the mobile number rule allows.
    public static let ada = Account(typedPhone: "+86 138 0013 8000", code: "1234", person: .adaLovelace)

    /// Both demo accounts.
    public static let accounts = [david, ada]

    /// One row of the L1 rule: what is in the fields, and whether Login is enabled.
    public struct FieldsRow: Sendable, CustomStringConvertible {
        /// The phone field's text.
        public let phone: String
        /// The code field's text.
        public let code: String
        /// Whether Login is enabled for them.
        public let isLoginEnabled: Bool

        /// The row as test results show it.
        public var description: String {
            "\(String(reflecting: phone)), \(String(reflecting: code)) → \(isLoginEnabled)"
        }
    }

    /// L1: Login is enabled exactly when both fields are non-empty (blanks count: validation comes on the tap).
    public static let enabledRule = [
        FieldsRow(phone: "", code: "", isLoginEnabled: false),
        FieldsRow(phone: "1", code: "", isLoginEnabled: false),
        FieldsRow(phone: "", code: "5", isLoginEnabled: false),
        FieldsRow(phone: "1", code: "5", isLoginEnabled: true),
        FieldsRow(phone: " ", code: " ", isLoginEnabled: true),
        FieldsRow(phone: david.typedPhone, code: david.code, isLoginEnabled: true),
    ]

    /// One row of the L2 rule: a phone as typed, and the avatar it shows (nil: the placeholder).
    public struct AvatarRow: Sendable, CustomStringConvertible {
        /// The phone field's text.
        public let phone: String
        /// The avatar shown for it.
        public let avatarURL: URL?

        /// The row as test results show it.
        public var description: String {
            "\(String(reflecting: phone)) → \(avatarURL?.lastPathComponent ?? "placeholder")"
        }
    }

    /// L2: the avatar shows while the phone is a known account's valid number, however it is written.
    public static let avatarRule = [
        AvatarRow(phone: "13874389438", avatarURL: david.avatarURL),
        AvatarRow(phone: "+86 138-7438-9438", avatarURL: david.avatarURL),
        AvatarRow(phone: ada.typedPhone, avatarURL: ada.avatarURL),
        AvatarRow(phone: "13912345678", avatarURL: nil),
        AvatarRow(phone: "1387438943", avatarURL: nil),
        AvatarRow(phone: "138743894380", avatarURL: nil),
        AvatarRow(phone: "", avatarURL: nil),
    ]

    /// L2, typed digit by digit: David's number and one digit more, each keystroke as its own edit.
    public static let typedDigitByDigit = "138743894380"

    /// The avatar after each keystroke of ``typedDigitByDigit``: the placeholder for ten digits, David's with the
    /// eleventh, the placeholder again with the twelfth.
    public static let avatarsDigitByDigit: [URL?] = Array(repeating: nil, count: 10) + [david.avatarURL, nil]

    /// L8: the service's three refusals with their own messages, and an error without one, which shows the
    /// generic message — never its `localizedDescription`.
    public static let failures: [ServiceFailure] = [
        ServiceFailure(error: AuthError.unknownNumber, message: "No account uses this number.", name: "unknown number"),
        ServiceFailure(
            error: AuthError.incorrectCode, message: "The verification code is incorrect.", name: "incorrect code"),
        ServiceFailure(
            error: AuthError.serverNotResponding,
            message: "The server is not responding. Please try again.",
            name: "server not responding"
        ),
        ServiceFailure(
            error: UnexplainedError(),
            message: "Something went wrong. Please try again.",
            name: "an error without a message"
        ),
    ]

    /// The tip for a phone that is not a valid mobile number (L4).
    public static let invalidPhoneTip = "Please enter a valid mobile number"

    /// The tip for a code that is not a valid verification code (L5).
    public static let invalidCodeTip = "Invalid verification code"

    /// The message of the HUD while a login runs (L6).
    public static let loadingMessage = "Loading..."

    /// The request the auth service sees for `account`: its number's digits and its code.
    public static func request(for account: Account) -> AuthServiceSpy.Request {
        AuthServiceSpy.Request(phone: account.phone, code: VerificationCode(account.code)!)
    }
}
