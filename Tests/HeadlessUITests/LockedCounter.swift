import Foundation
import Observation

/// An `@Observable` count that any thread may change, for the change Observation reports off the main actor.
///
/// Written out by hand, as a thread-safe observable must be: the macro's storage is not guarded, so the value sits
/// behind a lock and the registrar (which is `Sendable`) is told of every read and change. The lock is held across the
/// whole change, Observation's willSet included: `onChange` reports the change before it is stored, and a pass the main
/// actor runs meanwhile must wait for the new value instead of reading the old one.
final class LockedCounter: Observable, @unchecked Sendable {
    // `@unchecked`: `storedCount` is only touched while holding `lock`.
    private let registrar = ObservationRegistrar()
    private let lock = NSLock()
    private var storedCount = 0

    var count: Int {
        get {
            registrar.access(self, keyPath: \.count)
            return lock.withLock { storedCount }
        }
        set {
            lock.withLock {
                registrar.withMutation(of: self, keyPath: \.count) { storedCount = newValue }
            }
        }
    }
}
