import Foundation
import Model

/// A working in-memory ``KeyValueStore`` that also records every write as the JSON text a file store would save,
/// so a test can prove what was stored — and what never was (the verification code).
///
/// `@unchecked Sendable` because its one mutable array is only touched while holding `lock`.
public final class KeyValueStoreSpy: KeyValueStore, @unchecked Sendable {
    private let lock = NSLock()
    private let store = InMemoryStore()
    private var recordedWrites: [String] = []

    /// Creates an empty store with no writes recorded.
    public init() {}

    /// Every write, oldest first, as `key=<JSON>` (`key=null` for a removal).
    public var writes: [String] {
        lock.withLock { recordedWrites }
    }

    /// The value stored under `key`, as ``InMemoryStore`` answers it.
    public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        store.value(type, forKey: key)
    }

    /// Records the write, then stores it.
    public func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let json = try value.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) } ?? "null"
        lock.withLock { recordedWrites.append("\(key)=\(json)") }
        try store.setValue(value, forKey: key)
    }
}
