import Foundation

/// The ``KeyValueStore`` the demo keeps on disk: one JSON object, one key per entry, in a regular file.
///
/// - The path must be a regular file or not exist yet. A directory, a device, a FIFO or anything else that
///   is not a regular file is refused and left exactly as it is: never read, moved or written.
///   ``init(checking:onSaveFailure:)`` says so at once; ``init(url:)`` starts empty and every save throws.
/// - A symbolic link is followed: the store reads and writes its target, and the link stays a link.
/// - Saving is atomic (a temporary file beside the target, renamed over it), so a crash never leaves half a
///   file.
/// - Every save takes an advisory `flock` on a sibling `<name>.lock` file, re-reads the file, applies its
///   one change and replaces the file; two instances (or two processes) writing at once therefore never
///   corrupt the file and never lose each other's keys. The lock file is left in place after use (see
///   ``StoreFile/withLock(beside:_:)`` for why) and is created only when there is a file to guard.
/// - A regular file that is not a JSON object is moved aside to `<name>.corrupt-<timestamp>`, bytes intact,
///   and reported through ``recovery``. A regular file that cannot be read is left where it is and reported
///   the same way. Neither is ever overwritten, and neither crashes the app.
/// - A save that fails throws, and is reported once through `onSaveFailure`; the value is still kept in
///   memory, so the session goes on and only loses it when the app quits.
///
/// Reads answer what this instance last loaded or was given.
///
/// `@unchecked Sendable` because its mutable state (the cached entries and the two reports) is only touched
/// while holding `lock`; an actor would force every caller to `await`, and the protocol is synchronous.
public final class JSONFileStore: KeyValueStore, @unchecked Sendable {
    private enum Contents {
        case missing
        case entries([String: Data])
        case setAside(StoreRecovery)
        case refused(JSONFileStoreError)
    }

    /// The path the store was given; if it is a symbolic link, the store reads and writes its target.
    public let url: URL
    private let now: @Sendable () -> Date
    private let onSaveFailure: @Sendable (JSONFileStoreError) -> Void
    private let lock = NSLock()
    private var entries: [String: Data] = [:]
    private var lastRecovery: StoreRecovery?
    private var refusal: JSONFileStoreError?
    private var isFailingToSave = false

    /// Opens the store at `url`, loading the file if it exists. Never throws and never crashes: a corrupt
    /// file is moved aside and reported through ``recovery``; a path that is not a regular file is left alone,
    /// the store starts empty and every save throws.
    public convenience init(url: URL) {
        self.init(url: url, now: { Date() }, onSaveFailure: { _ in })
    }

    /// Opens the store at `url`, refusing a path that is not a regular file (and does exist) instead of
    /// opening an empty store over it. A corrupt or unreadable regular file is reported through ``recovery``,
    /// as with ``init(url:)``.
    ///
    /// - Parameter onSaveFailure: called with the error of a save that fails after the previous save worked
    ///   (or was the first), so a store that cannot be written is reported once, not on every save.
    /// - Throws: ``JSONFileStoreError/notARegularFile(_:kind:)`` or ``JSONFileStoreError/unreachable(_:reason:)``.
    public convenience init(
        checking url: URL,
        onSaveFailure: @escaping @Sendable (JSONFileStoreError) -> Void = { _ in }
    ) throws(JSONFileStoreError) {
        self.init(url: url, now: { Date() }, onSaveFailure: onSaveFailure)
        if let refusal = lock.withLock({ refusal }) {
            throw refusal
        }
    }

    init(
        url: URL,
        now: @escaping @Sendable () -> Date,
        onSaveFailure: @escaping @Sendable (JSONFileStoreError) -> Void
    ) {
        self.url = url
        self.now = now
        self.onSaveFailure = onSaveFailure
        switch load() {
        case .missing: break
        case .entries(let loaded): entries = loaded
        case .setAside(let recovery): lastRecovery = recovery
        case .refused(let error): refusal = error
        }
    }

    /// Set when the store found a corrupt or unreadable regular file: moved to `<name>.corrupt-<timestamp>`
    /// (corrupt) or left in place (unreadable), on opening or later when a save re-read the file.
    public var recovery: StoreRecovery? {
        lock.withLock { lastRecovery }
    }

    /// The value stored under `key`, or nil if there is none or it does not decode as `Value`.
    public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        guard let data = lock.withLock({ entries[key] }) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    /// Stores `value` under `key` (nil removes it) and saves the file atomically, keeping every key other
    /// instances saved meanwhile. If the save fails it throws a ``JSONFileStoreError``, but the value is kept
    /// in memory for this instance's reads.
    public func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let encoded = try value.map { try JSONEncoder().encode($0) }
        let failure: (error: JSONFileStoreError, isNew: Bool)? = lock.withLock {
            do throws(JSONFileStoreError) {
                entries = try save(encoded, forKey: key)
                isFailingToSave = false
                return nil
            } catch {
                entries[key] = encoded
                let isNew = !isFailingToSave
                isFailingToSave = true
                return (error, isNew)
            }
        }
        guard let failure else { return }
        if failure.isNew {
            onSaveFailure(failure.error)
        }
        throw failure.error
    }

    // MARK: - Private

    private func load() -> Contents {
        let resolved: URL
        do {
            resolved = try StoreFile.resolvingSymbolicLinks(url)
        } catch {
            return .refused(error)
        }
        switch StoreFile.inspect(resolved, reportedAs: url) {
        case .missing: return .missing
        case .refused(let error): return .refused(error)
        case .regular: return StoreFile.withLock(beside: resolved) { readContents(resolved) }
        }
    }

    /// Merges the change into what is on disk now and writes it; answers what was written. Called holding
    /// `lock`.
    private func save(_ encoded: Data?, forKey key: String) throws(JSONFileStoreError) -> [String: Data] {
        let resolved = try StoreFile.resolvingSymbolicLinks(url)
        if case .refused(let error) = StoreFile.inspect(resolved, reportedAs: url) {
            throw error
        }
        do {
            try FileManager.default.createDirectory(
                at: resolved.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotSave(url, reason: "its folder cannot be created")
        }
        return try StoreFile.withLock(beside: resolved) { () throws(JSONFileStoreError) -> [String: Data] in
            var merged: [String: Data]
            switch readContents(resolved) {
            case .missing:
                merged = [:]
            case .entries(let current):
                merged = current
            case .setAside(let recovery):
                lastRecovery = recovery
                guard recovery.movedTo != nil else { throw .unusableFileInTheWay(recovery) }
                // The bad file is safe aside; what this instance knew is the best remaining copy.
                merged = entries
            case .refused(let error):
                throw error
            }
            merged[key] = encoded
            try write(merged, to: resolved)
            return merged
        }
    }

    private func readContents(_ resolved: URL) -> Contents {
        let data: Data
        switch StoreFile.read(resolved, reportedAs: url) {
        case .missing: return .missing
        case .refused(let error): return .refused(error)
        case .unreadable: return .setAside(StoreRecovery(fileURL: resolved, movedTo: nil, reason: .unreadable))
        case .data(let read): data = read
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return .setAside(setAside(resolved))
        }
        var loaded: [String: Data] = [:]
        for (key, value) in object {
            loaded[key] = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        }
        return .entries(loaded)
    }

    /// Moves a corrupt regular file to a free `<name>.corrupt-<timestamp>` name beside it, bytes intact.
    private func setAside(_ resolved: URL) -> StoreRecovery {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let base = "\(resolved.lastPathComponent).corrupt-\(formatter.string(from: now()))"
        let folder = resolved.deletingLastPathComponent()
        var destination = folder.appendingPathComponent(base)
        var attempt = 1
        while FileManager.default.fileExists(atPath: destination.path) {
            attempt += 1
            destination = folder.appendingPathComponent("\(base)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: resolved, to: destination)
            return StoreRecovery(fileURL: resolved, movedTo: destination, reason: .corrupt)
        } catch {
            return StoreRecovery(fileURL: resolved, movedTo: nil, reason: .corrupt)
        }
    }

    private func write(_ entries: [String: Data], to resolved: URL) throws(JSONFileStoreError) {
        var object: [String: Any] = [:]
        for (key, data) in entries {
            object[key] = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        else {
            throw .cannotSave(url, reason: "its entries cannot be written as JSON")
        }
        try StoreFile.writeAtomically(data, to: resolved, reportedAs: url)
    }
}
