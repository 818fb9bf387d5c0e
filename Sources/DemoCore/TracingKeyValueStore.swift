import Model

/// A ``KeyValueStore`` that passes every read and write to the real one and reports the key to a ``Tracer``
/// (`store.get("login.lastPhone")`, `store.set(…)`, `store.remove(…)`), with the time it took.
///
/// Values are not traced: the key says what a style asked for, and a value has no business in a log.
public struct TracingKeyValueStore: KeyValueStore {
    private let base: any KeyValueStore
    private let tracer: Tracer

    /// Traces `base`'s reads and writes to `tracer`.
    public init(_ base: any KeyValueStore, tracer: Tracer) {
        self.base = base
        self.tracer = tracer
    }

    /// Reads through the real store and records `store.get("<key>")` with "found" or "nothing".
    public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
        tracer.measure("store.get(\(String(reflecting: key)))") {
            base.value(type, forKey: key)
        } describe: { value in
            value == nil ? "nothing" : "found"
        }
    }

    /// Writes through the real store and records `store.set("<key>")`, or `store.remove("<key>")` for nil.
    public func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
        let verb = value == nil ? "remove" : "set"
        try tracer.measure("store.\(verb)(\(String(reflecting: key)))") {
            try base.setValue(value, forKey: key)
        } describe: { _ in
            nil
        }
    }
}
