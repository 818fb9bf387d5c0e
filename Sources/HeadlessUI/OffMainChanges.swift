import Foundation

/// The changes Observation reported off the main actor, kept until the next flush point takes them in on it.
///
/// `onChange` runs on the thread that changed the model and must not wait for the main actor, so it leaves the object
/// to mark here; ``UpdatePass/flush(_:)`` marks it on the main actor and runs its pass. Owned by the ``UpdatePass``; holds
/// the objects weakly, like the tracking closures that fill it.
final class OffMainChanges: @unchecked Sendable {
    // `@unchecked`: every access to `changes` holds `lock` (Foundation's, as HeadlessUI imports nothing else).
    private let lock = NSLock()
    private var changes: [Change] = []

    /// One reported change: the object whose tracking reported it, and that tracking's generation.
    struct Change {
        weak var target: (any UpdatePassTarget)?
        let generation: UInt32
    }

    /// Keeps a change reported for `target`'s tracking of `generation`; callable from any thread.
    func add(_ target: (any UpdatePassTarget)?, generation: UInt32) {
        lock.withLock { changes.append(Change(target: target, generation: generation)) }
    }

    /// The changes kept so far, oldest first; none are kept afterwards.
    func takeAll() -> [Change] {
        lock.withLock {
            defer { changes.removeAll() }
            return changes
        }
    }
}
