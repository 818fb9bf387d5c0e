import Foundation

/// The file-system work behind ``JSONFileStore``, in POSIX terms, so that the store never follows a path
/// into something that is not a regular file.
///
/// Foundation's conveniences do the wrong thing at the edges that matter here: `Data(contentsOf:)` blocks on
/// a FIFO and reads a device forever, and an atomic `Data.write` replaces a symbolic link with a plain file.
/// So the store resolves links itself, looks before it opens (`stat`), checks again what it opened
/// (`fstat`, no race), and writes its temporary file next to the link's target.
enum StoreFile {
    /// What is at a resolved path.
    enum Inspection {
        /// Nothing yet: the first save creates the file.
        case missing
        /// A regular file.
        case regular
        /// Something the store must leave alone.
        case refused(JSONFileStoreError)
    }

    /// What reading a resolved path gave.
    enum Reading {
        /// Nothing there.
        case missing
        /// The bytes of the regular file.
        case data(Data)
        /// A regular file that could not be read (permissions, I/O).
        case unreadable
        /// Something the store must leave alone.
        case refused(JSONFileStoreError)
    }

    /// Follows symbolic links in the last path component until it names something that is not a link (or
    /// nothing), so writes land on the link's target and the link stays a link.
    static func resolvingSymbolicLinks(_ url: URL) throws(JSONFileStoreError) -> URL {
        var path = url.path
        // The same bound the kernel uses (MAXSYMLINKS on Linux), so a link loop ends in an error, not a hang.
        for _ in 0..<40 {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & mode_t(S_IFMT) == mode_t(S_IFLNK) else {
                return URL(fileURLWithPath: path)
            }
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
                throw .unreachable(url, reason: "its symbolic link cannot be read")
            }
            path = target.hasPrefix("/") ? target : directory(of: path) + "/" + target
        }
        throw .unreachable(url, reason: "too many levels of symbolic links")
    }

    /// Looks at `resolved` without opening it: opening a device or a FIFO can block or have effects.
    static func inspect(_ resolved: URL, reportedAs url: URL) -> Inspection {
        var info = stat()
        guard stat(resolved.path, &info) == 0 else {
            return errno == ENOENT ? .missing : .refused(.unreachable(url, reason: currentErrorMessage()))
        }
        if let kind = StoreFileKind(mode: info.st_mode) {
            return .refused(.notARegularFile(url, kind: kind))
        }
        return .regular
    }

    /// Reads `resolved` if it is a regular file of at most `sizeLimit` bytes, checking what was opened (not just
    /// what was looked at) so a file swapped for a FIFO in between is refused rather than waited on, and a file too
    /// large is refused before a byte of it is read.
    static func read(_ resolved: URL, reportedAs url: URL, sizeLimit: Int) -> Reading {
        let descriptor = open(resolved.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return errno == ENOENT ? .missing : .unreadable }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable }
        if let kind = StoreFileKind(mode: info.st_mode) {
            return .refused(.notARegularFile(url, kind: kind))
        }
        guard info.st_size <= sizeLimit else { return .refused(.tooLarge(url, size: Int(info.st_size))) }
        do {
            // nil is an empty file: nothing before the end.
            return .data(try handle.readToEnd() ?? Data())
        } catch {
            return .unreadable
        }
    }

    /// Writes `data` to a temporary file beside `resolved` and renames it over `resolved`, so a crash leaves
    /// the old file or the new one, never half of one. An existing file keeps its permissions; a new one is
    /// private to its owner (it holds a phone number).
    static func writeAtomically(_ data: Data, to resolved: URL, reportedAs url: URL) throws(JSONFileStoreError) {
        let path = resolved.path
        var template = Array((directory(of: path) + "/." + resolved.lastPathComponent + ".tmp-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw .cannotSave(url, reason: currentErrorMessage()) }
        let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var existing = stat()
        if stat(path, &existing) == 0 {
            fchmod(descriptor, existing.st_mode & 0o7777)
        }
        let failure: String? = writeAll(data, to: descriptor) ? nil : currentErrorMessage()
        close(descriptor)
        if let failure {
            unlink(temporaryPath)
            throw .cannotSave(url, reason: failure)
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = currentErrorMessage()
            unlink(temporaryPath)
            throw .cannotSave(url, reason: reason)
        }
    }

    /// Runs `body` holding an exclusive `flock` on `<name>.lock` beside `resolved`. `flock` locks belong to the
    /// open file description, so two instances in one process exclude each other just as two processes do.
    ///
    /// The lock file stays after use, on purpose: deleting it would let a process that already opened it lock
    /// the deleted file while a newcomer creates and locks a fresh one, and both would write at once. If it
    /// cannot be opened (a read-only folder), `body` runs unlocked: it could not write there anyway. A lock still
    /// held by another demo after `timeout` throws ``JSONFileStoreError/inUse(_:lockFile:)``, naming the lock file.
    static func withLock<Result>(
        beside resolved: URL,
        reportedAs url: URL,
        timeout: Duration,
        _ body: () throws(JSONFileStoreError) -> Result
    ) throws(JSONFileStoreError) -> Result {
        let lockPath = resolved.path + ".lock"
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + timeout
        // Asked without blocking, so that a lock another demo does not release ends in a message, not a frozen screen.
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { break }
            guard ContinuousClock.now < deadline else {
                throw .inUse(url, lockFile: URL(fileURLWithPath: lockPath))
            }
            usleep(lockRetryInterval)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Whether `resolved` may be replaced: it does not exist yet, or this user may write it and its mode gives someone
    /// the right to. Replacing a file through a renamed temporary one needs only the folder's permission, so without
    /// this check a file its owner made read-only (mode 0444) would be replaced all the same; and `access` lets root
    /// write any file, so the mode's write bits are asked too: a store nobody may write is read-only for root as well.
    static func mayWrite(_ resolved: URL) -> Bool {
        var info = stat()
        guard stat(resolved.path, &info) == 0 else { return errno == ENOENT }
        return info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0 && access(resolved.path, W_OK) == 0
    }

    /// The folder part of `path`.
    static func directory(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }

    // MARK: - Private

    /// How long a save waits between two tries at a lock another demo holds, in microseconds.
    private static let lockRetryInterval: useconds_t = 10_000

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    guard errno == EINTR else { return false }
                    continue
                }
                offset += written
            }
            return fsync(descriptor) == 0
        }
    }

    private static func currentErrorMessage() -> String {
        String(cString: strerror(errno))
    }
}
