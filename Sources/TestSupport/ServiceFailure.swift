/// One way a service call can fail, and the message the user sees: the rows of `LoginFixtures.failures` and
/// `SearchFixtures.failures`.
public struct ServiceFailure: Sendable, CustomStringConvertible {
    /// What the service throws.
    public let error: any Error & Sendable
    /// The toast the user sees.
    public let message: String
    /// What the failure is, as test results show it.
    public let name: String

    /// The name, which test results show in place of the error.
    public var description: String { name }
}
