import Foundation

/// The in-memory ``KeyValueStore``: the Fake used in tests and in ``AppEnvironment/offline``.
///
/// It keeps each value as its JSON encoding, exactly like ``JSONFileStore``, so a value that would not
/// survive the file store does not survive here either.
///
/// `@unchecked Sendable` because the one mutable dictionary is only touched while holding `lock`; an actor
/// would force every caller to `await`, and the protocol is synchronous (it is read on keystrokes).
public final class InMemoryStore: KeyValueStore, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Data] = [:]

    /// Creates an empty store.
    public init() {}

    /// The value stored under `key`, or nil if there is none or it does not decode as `Value`.
    public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        guard let data = lock.withLock({ values[key] }) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    /// Stores `value` under `key`; nil removes the key. Throws only if the value cannot be encoded.
    public func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let data = try value.map { try JSONEncoder().encode($0) }
        lock.withLock { values[key] = data }
    }
}
