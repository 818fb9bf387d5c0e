import Foundation

/// A small persistent dictionary of `Codable` values, shared by the features (last phone, recent searches).
public protocol KeyValueStore: Sendable {
    /// The value stored under `key`, or nil if there is none or it does not decode as `Value`.
    func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value?
    /// Stores `value` under `key`; nil removes the key. Throws if the value cannot be encoded or saved.
    func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws
}
