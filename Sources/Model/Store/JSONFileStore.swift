import Foundation

/// The ``KeyValueStore`` the demo keeps on disk: one JSON object, one key per entry.
///
/// - Saving is atomic (a temporary file renamed over the old one), so a crash never leaves half a file.
/// - Every save takes an advisory `flock` on a sibling `<name>.lock` file, re-reads the file, applies its
///   one change and replaces the file; two instances (or two processes) writing at once therefore never
///   corrupt the file and never lose each other's keys.
/// - A file that cannot be read or is not a JSON object is moved aside to `<name>.corrupt-<timestamp>` and
///   reported through ``recovery``; it is never overwritten and never crashes the app. If it cannot be
///   moved, saving throws ``JSONFileStoreError/unusableFileInTheWay(_:)`` instead of overwriting it.
///
/// Reads answer what this instance last loaded or saved.
///
/// `@unchecked Sendable` because its mutable state (the cached entries and the recovery report) is only
/// touched while holding `lock`; an actor would force every caller to `await`, and the protocol is
/// synchronous.
public final class JSONFileStore: KeyValueStore, @unchecked Sendable {
    private enum Contents {
        case missing
        case entries([String: Data])
        case setAside(StoreRecovery)
    }

    /// The file the store reads and writes.
    public let url: URL
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var entries: [String: Data] = [:]
    private var lastRecovery: StoreRecovery?

    /// Opens the store at `url`, loading the file if it exists. Never throws and never crashes: a corrupt
    /// or unreadable file is moved aside and reported through ``recovery``.
    public convenience init(url: URL) {
        self.init(url: url, now: { Date() })
    }

    init(url: URL, now: @escaping @Sendable () -> Date) {
        self.url = url
        self.now = now
        withFileLock {
            switch readContents() {
            case .missing: break
            case .entries(let loaded): entries = loaded
            case .setAside(let recovery): lastRecovery = recovery
            }
        }
    }

    /// Set when the store found a corrupt or unreadable file and moved it to `<name>.corrupt-<timestamp>`
    /// (on opening, or later when a save re-read the file).
    public var recovery: StoreRecovery? {
        lock.withLock { lastRecovery }
    }

    /// The value stored under `key`, or nil if there is none or it does not decode as `Value`.
    public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        guard let data = lock.withLock({ entries[key] }) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    /// Stores `value` under `key` (nil removes it) and saves the file atomically, keeping every key other
    /// instances saved meanwhile.
    public func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let encoded = try value.map { try JSONEncoder().encode($0) }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try lock.withLock {
            try withFileLock {
                var merged: [String: Data]
                switch readContents() {
                case .missing:
                    merged = [:]
                case .entries(let current):
                    merged = current
                case .setAside(let recovery):
                    lastRecovery = recovery
                    guard recovery.movedTo != nil else { throw JSONFileStoreError.unusableFileInTheWay(recovery) }
                    // The bad file is safe aside; what this instance knew is the best remaining copy.
                    merged = entries
                }
                merged[key] = encoded
                try write(merged)
                entries = merged
            }
        }
    }

    // MARK: - Private

    private func readContents() -> Contents {
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return .setAside(setAside(because: .unreadable))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return .setAside(setAside(because: .corrupt))
        }
        var loaded: [String: Data] = [:]
        for (key, value) in object {
            loaded[key] = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        }
        return .entries(loaded)
    }

    private func setAside(because reason: StoreRecovery.Reason) -> StoreRecovery {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let base = "\(url.lastPathComponent).corrupt-\(formatter.string(from: now()))"
        let folder = url.deletingLastPathComponent()
        var destination = folder.appendingPathComponent(base)
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            attempt += 1
            destination = folder.appendingPathComponent("\(base)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: url, to: destination)
            return StoreRecovery(fileURL: url, movedTo: destination, reason: reason)
        } catch {
            return StoreRecovery(fileURL: url, movedTo: nil, reason: reason)
        }
    }

    private func write(_ entries: [String: Data]) throws {
        var object: [String: Any] = [:]
        for (key, data) in entries {
            object[key] = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: url, options: .atomic)
    }

    /// Runs `body` holding an exclusive `flock` on `<name>.lock`. `flock` locks belong to the open file
    /// description, so two instances in one process exclude each other just as two processes do. If the
    /// lock file cannot be opened (a read-only folder), `body` runs unlocked: it could not write there anyway.
    private func withFileLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        let descriptor = open(url.path + ".lock", O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
