import Foundation

/// Why ``JSONFileStore`` refused a path or could not save. Every description is one line.
public enum JSONFileStoreError: Error, Equatable, Sendable, LocalizedError {
    /// The path names something other than a regular file (a directory, a device, a FIFO, …). The store
    /// leaves it exactly as it is: it never reads, moves or writes it.
    case notARegularFile(URL, kind: StoreFileKind)
    /// The path cannot be looked at (a parent is a file, a symbolic link loop, no permission to search).
    case unreachable(URL, reason: String)
    /// The file on disk is unusable and was not moved aside, so saving would overwrite it.
    case unusableFileInTheWay(StoreRecovery)
    /// Writing the file failed (a read-only or missing folder, a full disk).
    case cannotSave(URL, reason: String)

    /// A message for the user or a log, in one line.
    public var errorDescription: String? {
        switch self {
        case .notARegularFile(let url, let kind):
            "\(url.path) is \(kind), not a regular file; the store must be a regular file or a path that does "
                + "not exist yet."
        case .unreachable(let url, let reason):
            "\(url.path) cannot be used as the store: \(reason)."
        case .unusableFileInTheWay(let recovery):
            recovery.description
        case .cannotSave(let url, let reason):
            "\(url.path) could not be saved: \(reason)."
        }
    }
}
