import Foundation

/// Remembers the last phone number that logged in successfully — never the verification code.
///
/// It stores the 11 digits under one key of the ``KeyValueStore`` it is given; there is no API that
/// accepts a ``VerificationCode``.
public struct LoginMemory: Sendable {
    static let key = "login.lastPhone"

    private let store: any KeyValueStore

    /// Creates the memory over a store (an ``InMemoryStore`` in tests, a ``JSONFileStore`` in the demo).
    public init(store: any KeyValueStore) {
        self.store = store
    }

    /// The last remembered number, or nil if none was remembered (or what is stored is not a valid number).
    public func lastPhone() -> MobileNumber? {
        store.value(MobileNumber.self, forKey: Self.key)
    }

    /// Remembers the number. Remembering is a convenience, so a store that fails to save leaves the
    /// previous number in place rather than failing the login.
    public func remember(_ phone: MobileNumber) {
        try? store.setValue(phone, forKey: Self.key)
    }
}
