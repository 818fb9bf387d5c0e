/// A command line the demo cannot run: the one line to print, or nil when help was asked for.
struct DemoUsageError: Error {
    /// What is wrong, in one line; nil for `--help`.
    let message: String?

    init(_ message: String?) {
        self.message = message
    }
}
