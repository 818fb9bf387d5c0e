import Foundation

/// Why ``JSONFileStore`` refused to save.
public enum JSONFileStoreError: Error, Equatable, Sendable, LocalizedError {
    /// The file on disk is unusable and could not be moved aside, so saving would overwrite it.
    case unusableFileInTheWay(StoreRecovery)

    /// A message for the user or a log.
    public var errorDescription: String? {
        switch self {
        case .unusableFileInTheWay(let recovery): recovery.description
        }
    }
}
