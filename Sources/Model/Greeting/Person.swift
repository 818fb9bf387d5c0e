import Foundation

/// Someone the app greets: the greeting screen's person, or the person behind an account.
public struct Person: Hashable, Sendable, Codable {
    /// The given name, as entered; may be empty.
    public let firstName: String
    /// The family name, as entered; may be empty.
    public let lastName: String

    /// Creates a person from the two name parts, kept as given (the greeting tidies them).
    public init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }

    /// "Hello" followed by the non-empty trimmed name parts, single-spaced:
    /// "Hello David Blaine", "Hello David", "Hello".
    ///
    /// Runs of whitespace inside a part collapse to one space too, so the text is single-spaced whatever
    /// was typed.
    public var greeting: String {
        var text = "Hello"
        for part in [firstName, lastName] {
            for word in part.split(whereSeparator: \.isWhitespace) {
                text += " " + word
            }
        }
        return text
    }

    /// David Blaine, the greeting screen's default person and the demo account's owner.
    public static let davidBlaine = Person(firstName: "David", lastName: "Blaine")

    /// Ada Lovelace, the second demo account's owner.
    public static let adaLovelace = Person(firstName: "Ada", lastName: "Lovelace")
}
