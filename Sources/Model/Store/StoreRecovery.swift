import Foundation

/// What ``JSONFileStore`` found and did when its regular file could not be used: a damaged store was moved
/// aside, an unreadable one left where it is; neither is ever overwritten, and the store started empty.
public struct StoreRecovery: Equatable, Sendable, CustomStringConvertible {
    /// Why the file could not be used.
    public enum Reason: Equatable, Sendable {
        /// The regular file exists but could not be read (no permission, an I/O error). It is left in place:
        /// the store cannot tell whether it holds good data, so it neither moves nor overwrites it.
        case unreadable
        /// The file looks like a damaged store — empty, or starting with `{` but not a JSON object (cut short,
        /// mistyped) — and is moved aside. (A file that does not start with `{` never was a store: it is refused.)
        case corrupt
    }

    /// The store's file (the target of a symbolic link, if the store's path is one).
    public let fileURL: URL
    /// Where the bad file now is (`<name>.corrupt-<timestamp>`), or nil if it stayed in place (unreadable,
    /// or the move failed); then the store refuses to write, so the bad file is still never overwritten.
    public let movedTo: URL?
    /// Why the file could not be used.
    public let reason: Reason

    /// Creates a recovery report.
    public init(fileURL: URL, movedTo: URL?, reason: Reason) {
        self.fileURL = fileURL
        self.movedTo = movedTo
        self.reason = reason
    }

    /// One line for a log or a warning: what was wrong and where the file went.
    public var description: String {
        let name = fileURL.lastPathComponent
        switch (reason, movedTo) {
        case (.corrupt, let movedTo?):
            return "\(name) was corrupt; it was moved to \(movedTo.lastPathComponent)."
        case (.corrupt, nil):
            return "\(name) was corrupt and could not be moved aside; nothing will be saved."
        case (.unreadable, _):
            return "\(name) could not be read; it was left as it is and nothing will be saved."
        }
    }
}
