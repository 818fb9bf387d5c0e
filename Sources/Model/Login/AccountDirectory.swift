import Foundation

/// The "local cache" of known accounts, asked on every keystroke (so it is synchronous).
public struct AccountDirectory: Sendable {
    private let accountsByDigits: [String: Account]

    /// Creates a directory; if two accounts share a number, the later one wins.
    public init(accounts: [Account]) {
        accountsByDigits = Dictionary(accounts.map { ($0.phone.digits, $0) }, uniquingKeysWith: { $1 })
    }

    /// The demo server's accounts: 13874389438 David Blaine, 13800138000 Ada Lovelace.
    public static let demo = AccountDirectory(accounts: [
        Account(
            phone: MobileNumber("13874389438")!,
            person: .davidBlaine,
            avatarURL: URL(string: "https://avatars.example.com/david-blaine.png")!
        ),
        Account(
            phone: MobileNumber("13800138000")!,
            person: .adaLovelace,
            avatarURL: URL(string: "https://avatars.example.com/ada-lovelace.png")!
        ),
    ])

    /// The account for what the user typed, or nil if the text is not a valid number of a known account.
    public func account(for phoneText: String) -> Account? {
        MobileNumber(phoneText).flatMap { accountsByDigits[$0.digits] }
    }
}
