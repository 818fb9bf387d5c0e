/// A line of input longer than ``LineReader/maximumLineLength``: refused as soon as it passed the limit, and
/// skipped up to its end.
public struct LineTooLongError: Error, Equatable {
    /// The line's number in the input, from 1.
    public let lineNumber: Int

    /// An error for line `lineNumber`.
    public init(lineNumber: Int) {
        self.lineNumber = lineNumber
    }

    /// What the demo says, in one line.
    public var message: String {
        "line \(lineNumber) is longer than \(LineReader.maximumLineLengthText), the longest line the demo reads: "
            + "skipped unread"
    }
}
