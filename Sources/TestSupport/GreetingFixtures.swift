import Model

/// The data every greeting suite uses, written once: people and the greeting each should see.
public enum GreetingFixtures {
    /// A person to greet and the greeting the screen must show for them.
    public struct Case: Sendable, CustomStringConvertible {
        /// The screen's person.
        public let person: Person
        /// The text of the greeting label after a tap.
        public let greeting: String

        /// The expected greeting, as test results show the argument.
        public var description: String { greeting }
    }

    /// G2: the default person, and names that need tidying (blanks around, an empty part).
    public static let cases = [
        Case(person: .davidBlaine, greeting: "Hello David Blaine"),
        Case(person: .adaLovelace, greeting: "Hello Ada Lovelace"),
        Case(person: Person(firstName: " Grace ", lastName: ""), greeting: "Hello Grace"),
        Case(person: Person(firstName: "", lastName: ""), greeting: "Hello"),
    ]
}
