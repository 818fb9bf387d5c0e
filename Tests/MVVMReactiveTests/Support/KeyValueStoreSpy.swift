import Foundation
import Model

/// A working in-memory store that also records, as text, everything written to it — so a test can
/// prove what was never stored (the verification code).
final class KeyValueStoreSpy: KeyValueStore, @unchecked Sendable {
    private let lock = NSLock()
    private let store = InMemoryStore()
    private var writes: [String] = []

    /// Every write so far, as "key=encoded value".
    var writtenText: [String] {
        lock.withLock { writes }
    }

    func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        store.value(type, forKey: key)
    }

    func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let encoded = try value.map { String(decoding: try JSONEncoder().encode($0), as: UTF8.self) } ?? "nil"
        lock.withLock { writes.append("\(key)=\(encoded)") }
        try store.setValue(value, forKey: key)
    }
}
