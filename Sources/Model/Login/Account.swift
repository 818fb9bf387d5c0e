import Foundation

/// A known account: a mobile number, the person it belongs to and their avatar.
public struct Account: Hashable, Sendable {
    /// The account's mobile number.
    public let phone: MobileNumber
    /// Who owns the account; login answers with this person.
    public let person: Person
    /// Where the account's avatar image lives.
    public let avatarURL: URL

    /// Creates an account record.
    public init(phone: MobileNumber, person: Person, avatarURL: URL) {
        self.phone = phone
        self.person = person
        self.avatarURL = avatarURL
    }
}
