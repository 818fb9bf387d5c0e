/// A command the demo could not carry out, in one line for the user.
struct DemoCommandError: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
