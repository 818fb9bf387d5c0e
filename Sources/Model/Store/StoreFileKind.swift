import Foundation

/// What sits at a store path that is not a regular file, so ``JSONFileStore`` can say why it refuses it.
public enum StoreFileKind: Equatable, Sendable, CustomStringConvertible {
    /// A folder: `--store .` or a path that names a folder.
    case directory
    /// A character device such as `/dev/null` or a terminal.
    case characterDevice
    /// A block device such as a disk.
    case blockDevice
    /// A named pipe (FIFO): reading it would wait for a writer.
    case fifo
    /// A Unix-domain socket.
    case socket
    /// Anything else that is not a regular file.
    case other

    /// The kind with its article, to read in a sentence: "a directory", "a FIFO".
    public var description: String {
        switch self {
        case .directory: "a directory"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .other: "not a regular file"
        }
    }

    /// The kind for a `stat` file mode, or nil for a regular file.
    init?(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: self = .directory
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }
}
