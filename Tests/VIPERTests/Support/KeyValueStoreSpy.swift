import Foundation
import Model

/// A working in-memory ``KeyValueStore`` that also records the JSON of every value written, so a test
/// can prove what was never stored.
///
/// `@unchecked Sendable` because its one mutable array is only touched while holding `lock`.
final class KeyValueStoreSpy: KeyValueStore, @unchecked Sendable {
    private let lock = NSLock()
    private let store = InMemoryStore()
    private var writes: [String] = []

    /// Every key and value written, as "key=JSON", in order.
    var writtenText: [String] {
        lock.withLock { writes }
    }

    func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        store.value(type, forKey: key)
    }

    func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let json = try value.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) } ?? "nil"
        lock.withLock { writes.append("\(key)=\(json)") }
        try store.setValue(value, forKey: key)
    }
}
