import Foundation

/// Reads lines from a file descriptor as a stream: standard input, a file, or a pipe that cannot seek —
/// `--script /dev/stdin`, `--script <(…)` — each line handed over as soon as it has arrived.
///
/// Lines end at `\n` (a `\r` before it is dropped); the last line needs no end. Bytes that are not UTF-8 become
/// U+FFFD rather than ending the input.
public final class LineReader {
    private let descriptor: Int32
    private let closesDescriptor: Bool
    private var buffer: [UInt8] = []
    private var reachedEnd = false

    /// A reader of `descriptor`, which it closes when it goes away only if `closesDescriptor` says so.
    public init(fileDescriptor descriptor: Int32, closesDescriptor: Bool = false) {
        self.descriptor = descriptor
        self.closesDescriptor = closesDescriptor
    }

    /// Opens `path` for reading, refusing a directory; the error says why in one line.
    public convenience init(path: String) throws(DemoUsageError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw DemoUsageError("cannot read the script '\(path)': \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) {
            close(descriptor)
            throw DemoUsageError("cannot read the script '\(path)': it is a directory")
        }
        self.init(fileDescriptor: descriptor, closesDescriptor: true)
    }

    deinit {
        if closesDescriptor {
            close(descriptor)
        }
    }

    /// The next line without its end, or nil at the end of the input (or on a read error).
    public func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = buffer[..<newline]
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") {
                    line = line.dropLast()
                }
                return String(decoding: line, as: UTF8.self)
            }
            if reachedEnd {
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return String(decoding: buffer, as: UTF8.self)
            }
            readMore()
        }
    }

    // MARK: - Private

    private func readMore() {
        var chunk = [UInt8](repeating: 0, count: 4_096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
                return
            }
            if count < 0, errno == EINTR {
                continue
            }
            reachedEnd = true
            return
        }
    }
}
