import Foundation

/// Why ``JSONFileStore`` refused a path or could not save. Every description is one line.
public enum JSONFileStoreError: Error, Equatable, Sendable, LocalizedError {
    /// The path names something other than a regular file (a directory, a device, a FIFO, …). The store
    /// leaves it exactly as it is: it never reads, moves or writes it.
    case notARegularFile(URL, kind: StoreFileKind)
    /// The path cannot be looked at (a parent is a file, a symbolic link loop, no permission to search).
    case unreachable(URL, reason: String)
    /// The path is a regular file that does not look like a store — it does not start with `{` (a script, a
    /// source file, a JSON array) — so the store never wrote it. It is refused and left exactly as it is: a damaged
    /// store is moved aside, a stranger's file is not the store's to move.
    case notAStore(URL)
    /// The path is a JSON object holding keys the store never writes (`keys`, sorted) — a `package.json`, a settings
    /// file, a store with a key added by hand — so it is someone else's file: refused and left exactly as it is.
    case unknownKeys(URL, keys: [String])
    /// The path starts with a UTF-8 byte-order mark, which JSON does not allow and the store never writes: refused
    /// and left exactly as it is.
    case byteOrderMark(URL)
    /// The path is a regular file larger than ``JSONFileStore/maximumFileSize`` (`size` bytes), which no store of
    /// this demo grows to; it is refused unread and left as it is.
    case tooLarge(URL, size: Int)
    /// The file on disk is unusable and was not moved aside, so saving would overwrite it.
    case unusableFileInTheWay(StoreRecovery)
    /// The file exists and may not be written: its mode lets nobody write it (0444), whoever runs the app, root
    /// included, or this user may not. It is left as it is.
    case readOnly(URL)
    /// Another demo holds the lock on the store (`lockFile`, beside it) for longer than a save takes: nothing was
    /// saved, rather than waiting with nothing on screen.
    case inUse(URL, lockFile: URL)
    /// Writing the file failed (a read-only or missing folder, a full disk, a save that would pass the size limit).
    case cannotSave(URL, reason: String)

    /// A message for the user or a log, in one line.
    public var errorDescription: String? {
        switch self {
        case .notARegularFile(let url, let kind):
            "\(url.path) is \(kind), not a regular file; the store must be a regular file or a path that does "
                + "not exist yet."
        case .unreachable(let url, let reason):
            "\(url.path) cannot be used as the store: \(reason)."
        case .notAStore(let url):
            "\(url.path) is not a store: a store is a JSON object, and this file does not start with '{'. It is left "
                + "as it is."
        case .unknownKeys(let url, let keys):
            "\(url.path) is not a store: it is a JSON object with \(keys.count == 1 ? "a key" : "keys") a store never "
                + "holds (\(Self.listed(keys))). It is left as it is."
        case .byteOrderMark(let url):
            "\(url.path) is not a store: it starts with a UTF-8 byte-order mark, which JSON does not allow and a store "
                + "never has. It is left as it is."
        case .tooLarge(let url, let size):
            "\(url.path) is \(megabytes(size)), larger than a store grows (\(megabytes(JSONFileStore.maximumFileSize))): "
                + "it is not one, and it is left as it is."
        case .unusableFileInTheWay(let recovery):
            recovery.description
        case .readOnly(let url):
            "\(url.path) is read-only, so nothing is saved to it; it is left as it is."
        case .inUse(let url, let lockFile):
            "\(url.path) is in use by another demo, which holds its lock, \(lockFile.path): nothing was saved."
        case .cannotSave(let url, let reason):
            "\(url.path) could not be saved: \(reason)."
        }
    }

    // MARK: - Private

    /// How many keys a message names; the rest are counted.
    private static let listedKeyCount = 3
    /// How many characters of a key a message shows.
    private static let listedKeyLength = 40

    /// The first few of `keys`, each quoted and cut to a readable length, and how many more there are.
    private static func listed(_ keys: [String]) -> String {
        let shown = keys.prefix(listedKeyCount).map { key in
            String(reflecting: key.count > listedKeyLength ? String(key.prefix(listedKeyLength)) + "…" : key)
        }
        let more = keys.count - shown.count
        return shown.joined(separator: ", ") + (more > 0 ? " and \(more) more" : "")
    }

    /// A size in megabytes, one decimal: "45.2 MB".
    private func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }
}
