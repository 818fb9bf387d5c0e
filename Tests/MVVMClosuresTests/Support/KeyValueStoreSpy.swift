import Foundation
import Model

/// A ``KeyValueStore`` that keeps values in an ``InMemoryStore`` and records every write as the JSON text
/// stored, so a test can prove what was saved — and what never was.
///
/// `@unchecked Sendable` because its one mutable array is only touched while holding `lock`.
final class KeyValueStoreSpy: KeyValueStore, @unchecked Sendable {
    private let store = InMemoryStore()
    private let lock = NSLock()
    private var recordedWrites: [String] = []

    /// Every write, in order, as `key=<JSON>` (`key=nil` for a removal).
    var writes: [String] {
        lock.withLock { recordedWrites }
    }

    /// The value the inner store holds under `key`.
    func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        store.value(type, forKey: key)
    }

    /// Records the write, then stores it.
    func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let json = try value.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) } ?? "nil"
        lock.withLock { recordedWrites.append("\(key)=\(json)") }
        try store.setValue(value, forKey: key)
    }
}
