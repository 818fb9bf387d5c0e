import Foundation

/// The ``KeyValueStore`` the demo keeps on disk: one JSON object, one key per entry, in a regular file.
///
/// - The path must be a regular file or not exist yet. A directory, a device, a FIFO or anything else that
///   is not a regular file is refused and left exactly as it is: never read, moved or written.
///   ``init(checking:acceptedKeys:lockTimeout:onSaveFailure:)`` says so at once; ``init(url:)`` starts empty and
///   every save throws.
/// - A symbolic link is followed: the store reads and writes its target, and the link stays a link.
/// - Saving is atomic (a temporary file beside the target, renamed over it), so a crash never leaves half a
///   file.
/// - Every save takes an advisory `flock` on a sibling `<name>.lock` file, re-reads the file, applies its
///   one change and replaces the file; two instances (or two processes) writing at once therefore never
///   corrupt the file and never lose each other's keys. The lock file is left in place after use (see
///   ``StoreFile/withLock(beside:reportedAs:timeout:_:)`` for why) and is created only when the file is about to
///   change. A lock another demo holds for longer than a save takes fails the save with
///   ``JSONFileStoreError/inUse(_:lockFile:)`` instead of freezing the app.
/// - Only what looks like a damaged store is moved aside, to `<name>.corrupt-<timestamp>`, bytes intact, and
///   reported through ``recovery``: an empty file, or one that starts with `{` and is not a JSON object (cut
///   short, mistyped). A file that does not start with `{` — a script, a source file, a JSON array — never was a
///   store, nor is a JSON object holding a key the app never writes (when told which keys it writes), nor one that
///   starts with a byte-order mark, nor one larger than ``maximumFileSize``: all are refused like a directory, left
///   exactly as they are, with no lock file beside them. A regular file that cannot be read is left where it is
///   and reported through ``recovery``. None is ever overwritten, and none crashes the app.
/// - A file whose mode lets nobody write it (0444), or that this user may not write, is never replaced, even by
///   root: saves throw ``JSONFileStoreError/readOnly(_:)``, although the rename would only need the folder's
///   permission.
/// - A save that fails throws, and is reported once through `onSaveFailure`; the value is still kept in
///   memory, so the session goes on and only loses it when the app quits.
///
/// Reads answer what this instance last loaded or was given.
///
/// `@unchecked Sendable` because its mutable state (the cached entries and the two reports) is only touched
/// while holding `lock`; an actor would force every caller to `await`, and the protocol is synchronous.
public final class JSONFileStore: KeyValueStore, @unchecked Sendable {
    /// The largest file the store reads or writes: 1 MB. What the demo keeps — a phone number and ten recent
    /// searches — takes about 2 KB, so a larger file is not a store of this demo; and since a save re-reads and
    /// rewrites the whole file (that is how it keeps other demos' keys), the bound is what keeps every save to
    /// milliseconds. Without it a 45 MB file took 31 s and 1.2 GB a save, with nothing on screen.
    public static let maximumFileSize = 1_000_000

    /// How long a save waits for another demo to release the store's lock by default: a save holds it for
    /// milliseconds, so a lock held for seconds belongs to a demo that is stopped or stuck, and waiting on would freeze
    /// the screen with nothing said.
    public static let defaultLockTimeout = Duration.seconds(2)

    /// What a read of the store's file found; reading changes nothing.
    private enum Contents {
        case missing
        case entries([String: Data])
        /// Empty, or starting with `{` but not a JSON object: a store that was damaged, to move aside under the lock.
        case damaged
        /// A regular file that could not be read: left where it is.
        case unreadable
        case refused(JSONFileStoreError)
    }

    /// One change a save applies to what is on disk.
    private enum Change {
        case set(key: String, value: Data?)
        case removeAll
    }

    /// The path the store was given; if it is a symbolic link, the store reads and writes its target.
    public let url: URL
    /// The keys a file may hold to be this store (nil: any); a JSON object with another key is someone else's file.
    private let acceptedKeys: Set<String>?
    private let lockTimeout: Duration
    private let now: @Sendable () -> Date
    private let onSaveFailure: @Sendable (JSONFileStoreError) -> Void
    private let lock = NSLock()
    private var entries: [String: Data] = [:]
    private var lastRecovery: StoreRecovery?
    private var refusal: JSONFileStoreError?
    private var isFailingToSave = false

    /// Opens the store at `url`, loading the file if it exists. Never throws and never crashes: a damaged store
    /// is moved aside and reported through ``recovery``; a path that is not a regular file, or a file that is not
    /// a store, is left alone, the store starts empty and every save throws.
    public convenience init(url: URL) {
        self.init(
            url: url, acceptedKeys: nil, lockTimeout: Self.defaultLockTimeout, now: { Date() }, onSaveFailure: { _ in })
    }

    /// Opens the store at `url`, refusing a path that is not a regular file (and does exist), or a file that is
    /// not a store, instead of opening an empty store over it. A damaged or unreadable store is reported through
    /// ``recovery``, as with ``init(url:)``.
    ///
    /// - Parameter acceptedKeys: the keys the app writes (``AppEnvironment/storeKeys``); a JSON object holding any
    ///   other key — a `package.json`, a `.swift-format` — is someone else's file, refused and left as it is. Nil
    ///   accepts any key.
    /// - Parameter lockTimeout: how long a save waits for another demo to release the store's lock before it gives up
    ///   with ``JSONFileStoreError/inUse(_:lockFile:)``; zero tries once.
    /// - Parameter onSaveFailure: called with the error of a save that fails after the previous save worked
    ///   (or was the first), so a store that cannot be written is reported once, not on every save.
    /// - Throws: ``JSONFileStoreError/notARegularFile(_:kind:)``, ``JSONFileStoreError/unreachable(_:reason:)``,
    ///   ``JSONFileStoreError/notAStore(_:)``, ``JSONFileStoreError/unknownKeys(_:keys:)``,
    ///   ``JSONFileStoreError/byteOrderMark(_:)`` or ``JSONFileStoreError/tooLarge(_:size:)``.
    public convenience init(
        checking url: URL,
        acceptedKeys: Set<String>? = nil,
        lockTimeout: Duration = defaultLockTimeout,
        onSaveFailure: @escaping @Sendable (JSONFileStoreError) -> Void = { _ in }
    ) throws(JSONFileStoreError) {
        self.init(
            url: url, acceptedKeys: acceptedKeys, lockTimeout: lockTimeout, now: { Date() },
            onSaveFailure: onSaveFailure)
        if let refusal = lock.withLock({ refusal }) {
            throw refusal
        }
    }

    init(
        url: URL,
        acceptedKeys: Set<String>? = nil,
        lockTimeout: Duration = defaultLockTimeout,
        now: @escaping @Sendable () -> Date,
        onSaveFailure: @escaping @Sendable (JSONFileStoreError) -> Void
    ) {
        self.url = url
        self.acceptedKeys = acceptedKeys
        self.lockTimeout = lockTimeout
        self.now = now
        self.onSaveFailure = onSaveFailure
        do throws(JSONFileStoreError) {
            (entries, lastRecovery) = try load()
        } catch {
            refusal = error
        }
    }

    /// Set when the store found a corrupt or unreadable regular file: moved to `<name>.corrupt-<timestamp>`
    /// (corrupt) or left in place (unreadable, or corrupt but not this user's to move), on opening or later when a
    /// save re-read the file.
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
        try apply(.set(key: key, value: encoded))
    }

    /// Forgets every key, in the file too (it becomes an empty object), so the app starts as on its first launch;
    /// a file that does not exist stays so. The demo's `--fresh`. If the save fails it throws as
    /// ``setValue(_:forKey:)`` does, and this instance forgets all the same.
    public func removeAll() throws {
        try apply(.removeAll)
    }

    // MARK: - Private

    /// The file's entries, and what was done when it was damaged or unreadable; throws when the path is refused.
    ///
    /// Reading changes nothing, so it takes no lock, and a refused file gets no lock file beside it. A damaged one
    /// is read again holding the lock (`isLocked`) before it is moved aside: another demo may have saved meanwhile.
    private func load(isLocked: Bool = false) throws(JSONFileStoreError) -> ([String: Data], StoreRecovery?) {
        let resolved = try StoreFile.resolvingSymbolicLinks(url)
        switch StoreFile.inspect(resolved, reportedAs: url) {
        case .missing: return ([:], nil)
        case .refused(let error): throw error
        case .regular: break
        }
        switch readContents(resolved) {
        case .missing: return ([:], nil)
        case .entries(let loaded): return (loaded, nil)
        case .unreadable: return ([:], StoreRecovery(fileURL: resolved, movedTo: nil, reason: .unreadable))
        case .refused(let error): throw error
        case .damaged where isLocked: return ([:], setAside(resolved))
        case .damaged:
            return try StoreFile.withLock(beside: resolved, reportedAs: url, timeout: lockTimeout) {
                () throws(JSONFileStoreError) in
                try load(isLocked: true)
            }
        }
    }

    /// Applies `change` to this instance and to the file, reporting a failure once.
    private func apply(_ change: Change) throws(JSONFileStoreError) {
        let failure: (error: JSONFileStoreError, isNew: Bool)? = lock.withLock {
            do throws(JSONFileStoreError) {
                entries = try save(change)
                isFailingToSave = false
                return nil
            } catch {
                Self.apply(change, to: &entries)
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

    /// Merges the change into what is on disk now and writes it; answers what was written. Called holding
    /// `lock`.
    private func save(_ change: Change) throws(JSONFileStoreError) -> [String: Data] {
        let resolved = try StoreFile.resolvingSymbolicLinks(url)
        if case .refused(let error) = StoreFile.inspect(resolved, reportedAs: url) {
            throw error
        }
        // A file that is no store gets no lock file beside it: it is refused before the lock is taken.
        if case .refused(let error) = readContents(resolved) {
            throw error
        }
        do {
            try FileManager.default.createDirectory(
                at: resolved.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .cannotSave(url, reason: "its folder cannot be created")
        }
        return try StoreFile.withLock(beside: resolved, reportedAs: url, timeout: lockTimeout) {
            () throws(JSONFileStoreError) -> [String: Data] in
            var merged: [String: Data]
            switch readContents(resolved) {
            case .missing:
                if case .removeAll = change { return [:] }
                merged = [:]
            case .entries(let current):
                merged = current
            case .damaged:
                let recovery = setAside(resolved)
                lastRecovery = recovery
                guard recovery.movedTo != nil else { throw .unusableFileInTheWay(recovery) }
                // The bad file is safe aside; what this instance knew is the best remaining copy.
                merged = entries
            case .unreadable:
                let recovery = StoreRecovery(fileURL: resolved, movedTo: nil, reason: .unreadable)
                lastRecovery = recovery
                throw .unusableFileInTheWay(recovery)
            case .refused(let error):
                throw error
            }
            guard StoreFile.mayWrite(resolved) else { throw .readOnly(url) }
            Self.apply(change, to: &merged)
            try write(merged, to: resolved)
            return merged
        }
    }

    private static func apply(_ change: Change, to entries: inout [String: Data]) {
        switch change {
        case .set(let key, let value): entries[key] = value
        case .removeAll: entries = [:]
        }
    }

    /// What the file holds, without changing anything: a store's entries, or what is wrong with it.
    private func readContents(_ resolved: URL) -> Contents {
        let data: Data
        switch StoreFile.read(resolved, reportedAs: url, sizeLimit: Self.maximumFileSize) {
        case .missing: return .missing
        case .refused(let error): return .refused(error)
        case .unreadable: return .unreadable
        case .data(let read): data = read
        }
        if data.starts(with: Self.byteOrderMark) {
            return .refused(.byteOrderMark(url))
        }
        switch data.first(where: { !Self.jsonWhitespace.contains($0) }) {
        case nil: return .damaged
        case UInt8(ascii: "{"): break
        default: return .refused(.notAStore(url))
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return .damaged }
        if let acceptedKeys, !acceptedKeys.isSuperset(of: object.keys) {
            return .refused(.unknownKeys(url, keys: object.keys.filter { !acceptedKeys.contains($0) }.sorted()))
        }
        var loaded: [String: Data] = [:]
        for (key, value) in object {
            loaded[key] = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
        }
        return .entries(loaded)
    }

    /// The bytes JSON allows around a value: space, tab, line feed, carriage return.
    private static let jsonWhitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    /// The UTF-8 byte-order mark some editors put first, which JSON does not allow.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Moves a corrupt regular file to a free `<name>.corrupt-<timestamp>` name beside it, bytes intact; a file
    /// this user may not write stays where it is, as a read-only store does.
    private func setAside(_ resolved: URL) -> StoreRecovery {
        guard StoreFile.mayWrite(resolved) else {
            return StoreRecovery(fileURL: resolved, movedTo: nil, reason: .corrupt)
        }
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
        guard data.count <= Self.maximumFileSize else {
            throw .cannotSave(url, reason: "it would grow past the \(Self.maximumFileSize) bytes a store may hold")
        }
        try StoreFile.writeAtomically(data, to: resolved, reportedAs: url)
    }
}
