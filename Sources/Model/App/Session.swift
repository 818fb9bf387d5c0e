/// Who is logged in (N1, N3): nobody when the app starts, then the person a login answered, until Log out.
///
/// A value, so each style keeps it where it keeps its state — a coordinator's property, an app model's, a store's —
/// and the rules stay one: only a login that succeeded logs in, and Log out forgets the person.
public struct Session: Equatable, Sendable {
    /// The person logged in, or nil.
    public private(set) var person: Person?

    /// A session nobody is logged in to: how the app starts.
    public init() {}

    /// Whether somebody is logged in: a link then goes where it says (N2); otherwise it waits for a login (N3).
    public var isLoggedIn: Bool { person != nil }

    /// A login succeeded: `person` is logged in.
    public mutating func logIn(as person: Person) {
        self.person = person
    }

    /// Log out: nobody is logged in any more.
    public mutating func logOut() {
        person = nil
    }
}
