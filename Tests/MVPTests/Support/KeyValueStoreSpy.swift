import Foundation
import Model

/// A working in-memory ``KeyValueStore`` that also records every value written, as the JSON text that
/// would reach the disk, so a test can prove what was — and was never — stored.
///
/// `@unchecked Sendable` because its one mutable array is only touched while holding `lock`.
final class KeyValueStoreSpy: KeyValueStore, @unchecked Sendable {
    private let store = InMemoryStore()
    private let lock = NSLock()
    private var written: [String] = []

    /// Every value written, oldest first, as JSON text.
    var writtenValues: [String] {
        lock.withLock { written }
    }

    func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        store.value(type, forKey: key)
    }

    func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let text = try value.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) } ?? "null"
        lock.withLock { written.append("\(key)=\(text)") }
        try store.setValue(value, forKey: key)
    }
}
