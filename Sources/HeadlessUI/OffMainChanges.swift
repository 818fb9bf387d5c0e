import Foundation

/// The changes Observation reported off the main actor, kept until the next flush point takes them in on it.
///
/// `onChange` runs on the thread that changed the model and must not wait for the main actor, so it leaves the object
/// to mark here; ``UpdatePass/flush(_:)`` marks it on the main actor and runs its pass. Owned by the ``UpdatePass``; holds
/// the objects weakly, like the tracking closures that fill it.
final class OffMainChanges: @unchecked Sendable {
    // `@unchecked`: every access to `changes` holds `lock`, Foundation's (HeadlessUI imports no module for a Mutex).
    private let lock = NSLock()
    private var changes: [Change] = []

    /// One reported change: the object whose tracking reported it, held weakly, and that tracking's generation.
    struct Change: Sendable {
        weak var target: (any UpdatePassTarget)?
        let generation: UInt32
    }

    /// Keeps `change` until the next flush point; callable from any thread.
    func add(_ change: Change) {
        lock.withLock { changes.append(change) }
    }

    /// The changes kept so far, oldest first; none are kept afterwards.
    func takeAll() -> [Change] {
        lock.withLock {
            defer { changes.removeAll() }
            return changes
        }
    }
}
