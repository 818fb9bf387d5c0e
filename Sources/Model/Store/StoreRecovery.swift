import Foundation

/// What ``JSONFileStore`` found and did when its file could not be read: the file was moved aside, never
/// overwritten, and the store started empty.
public struct StoreRecovery: Equatable, Sendable, CustomStringConvertible {
    /// Why the file was set aside.
    public enum Reason: Equatable, Sendable {
        /// The file exists but could not be read (permissions, a directory in its place, …).
        case unreadable
        /// The file was read but is not a JSON object (truncated, garbage, wrong shape).
        case corrupt
    }

    /// The store's file.
    public let fileURL: URL
    /// Where the bad file now is (`<name>.corrupt-<timestamp>`), or nil if it could not be moved; then the
    /// store refuses to write, so the bad file is still never overwritten.
    public let movedTo: URL?
    /// Why the file was set aside.
    public let reason: Reason

    /// Creates a recovery report.
    public init(fileURL: URL, movedTo: URL?, reason: Reason) {
        self.fileURL = fileURL
        self.movedTo = movedTo
        self.reason = reason
    }

    /// One line for a log or a warning: what was wrong and where the file went.
    public var description: String {
        let problem = reason == .corrupt ? "was corrupt" : "could not be read"
        guard let movedTo else {
            return "\(fileURL.lastPathComponent) \(problem) and could not be moved aside; nothing will be saved."
        }
        return "\(fileURL.lastPathComponent) \(problem); it was moved to \(movedTo.lastPathComponent)."
    }
}
