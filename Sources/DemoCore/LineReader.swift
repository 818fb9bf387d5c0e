import Foundation

/// Reads lines from a file descriptor as a stream: standard input, a file, or a pipe that cannot seek —
/// `--script /dev/stdin`, `--script <(…)` — each line handed over as soon as it has arrived.
///
/// Lines end at `\n` (a `\r` before it is dropped); the last line needs no end. Bytes that are not UTF-8 become
/// U+FFFD rather than ending the input. A line longer than ``maximumLineLength`` is refused as soon as it passes
/// the limit, and its rest is skipped unkept, so the reader never holds more than the limit and one read.
public final class LineReader {
    /// The longest line read, in bytes: 1 MiB. A command is a few dozen bytes and a pasted text a few thousand; only
    /// a file that is not a script, or a runaway generator, writes a line this long.
    public static let maximumLineLength = 1_048_576

    /// ``maximumLineLength`` as `--help` and the README state it.
    public static let maximumLineLengthText = "1 MiB"

    /// How many bytes one `read` asks for.
    static let readSize = 65_536

    private let descriptor: Int32
    private let closesDescriptor: Bool
    private var buffer: [UInt8] = []
    /// Where each read lands before it joins `buffer`.
    private var chunk = [UInt8](repeating: 0, count: readSize)
    /// Where the line being read starts in `buffer`.
    private var lineStart = 0
    /// Where the search for its end goes on: the bytes before it were searched already, so each byte is looked at
    /// once, however many reads a long line takes.
    private var searchStart = 0
    /// The lines that ended so far: the line being read is the next.
    private var endedLines = 0
    /// Whether the line being read was refused as too long, and its bytes are dropped up to its end.
    private var isSkipping = false
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
            throw DemoUsageError(
                "cannot read the script \(TerminalText.quotedPath(path)): \(String(cString: strerror(errno)))")
        }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFDIR) {
            close(descriptor)
            throw DemoUsageError("cannot read the script \(TerminalText.quotedPath(path)): it is a directory")
        }
        self.init(fileDescriptor: descriptor, closesDescriptor: true)
    }

    deinit {
        if closesDescriptor {
            close(descriptor)
        }
    }

    /// The bytes read and not handed over yet: at most ``maximumLineLength`` and one read.
    var bufferedByteCount: Int {
        buffer.count - lineStart
    }

    /// The next line without its end, or nil at the end of the input (or on a read error).
    /// - Throws: ``LineTooLongError`` as soon as a line passes ``maximumLineLength``; the next call reads the line
    ///   after it.
    public func nextLine() throws(LineTooLongError) -> String? {
        while true {
            if let newline = firstNewline() {
                var line = buffer[lineStart..<newline]
                lineStart = newline + 1
                searchStart = lineStart
                endedLines += 1
                if isSkipping {
                    isSkipping = false
                    continue
                }
                if line.last == UInt8(ascii: "\r") {
                    line = line.dropLast()
                }
                return String(decoding: line, as: UTF8.self)
            }
            searchStart = buffer.count
            if isSkipping {
                dropBuffered()
            } else if bufferedByteCount > Self.maximumLineLength {
                isSkipping = true
                dropBuffered()
                throw LineTooLongError(lineNumber: endedLines + 1)
            }
            if reachedEnd {
                guard bufferedByteCount > 0 else { return nil }
                endedLines += 1
                defer { dropBuffered() }
                return String(decoding: buffer[lineStart...], as: UTF8.self)
            }
            readMore()
        }
    }

    // MARK: - Private

    /// Where the first line end after `searchStart` is, found with `memchr`: the search is the reader's hot loop, and
    /// the demo runs as a debug build, where a generic search takes seconds for a 10 MB line.
    private func firstNewline() -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, searchStart < bytes.count,
                let found = memchr(base + searchStart, Int32(UInt8(ascii: "\n")), bytes.count - searchStart)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    /// Forgets every byte read so far; the search goes on from the next read.
    private func dropBuffered() {
        buffer.removeAll(keepingCapacity: true)
        lineStart = 0
        searchStart = 0
    }

    /// Appends one read to `buffer`, first moving the line being read to its front so the buffer holds only it.
    private func readMore() {
        if lineStart > 0 {
            buffer.removeSubrange(..<lineStart)
            searchStart -= lineStart
            lineStart = 0
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { bytes in read(descriptor, bytes.baseAddress, bytes.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
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
