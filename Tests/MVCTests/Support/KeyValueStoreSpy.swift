import Foundation
import Model

/// A ``KeyValueStore`` that keeps values like ``InMemoryStore`` and records every write as the JSON text
/// the store would save, so a test can prove a secret never reaches it.
///
/// `@unchecked Sendable` because its one mutable array is only touched while holding `lock`.
final class KeyValueStoreSpy: KeyValueStore, @unchecked Sendable {
    private let lock = NSLock()
    private let values = InMemoryStore()
    private var recordedWrites: [String] = []

    /// Every write, oldest first, as `key=json` (`json` is `null` for a removal).
    var writes: [String] {
        lock.withLock { recordedWrites }
    }

    func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        values.value(type, forKey: key)
    }

    func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let json = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
        lock.withLock { recordedWrites.append("\(key)=\(json)") }
        try values.setValue(value, forKey: key)
    }
}
