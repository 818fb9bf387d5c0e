import Testing

/// Text a user might paste, named for the test report (a 10 kB paste would drown it otherwise).
struct OddInput: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String

    var testDescription: String { name }
}
