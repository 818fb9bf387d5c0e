/// A command line the demo cannot run: the one line to print, or nil when help was asked for.
public struct DemoUsageError: Error, Equatable {
    /// What is wrong, in one line; nil for `--help`.
    public let message: String?

    /// An error with `message`, or the request for help when it is nil.
    public init(_ message: String?) {
        self.message = message
    }
}
