import Observation

/// A read of view-model outputs tracked as a screen's pass tracks it, and whether Observation has announced a change to
/// what it read since: an output computed from something Observation cannot see reads right in a test, yet is never
/// announced, and this is how a test tells. Like a pass, it hears the first change only.
@MainActor
final class TrackedRead {
    /// Whether a change to anything the read read has been announced since it was made.
    private(set) var changeIsAnnounced = false

    /// Reads what `read` reads, tracked.
    init<Value>(_ read: () -> Value) {
        withObservationTracking {
            _ = read()
        } onChange: { [weak self] in
            // The view models are main-actor objects, so Observation announces their changes on the main actor.
            MainActor.assumeIsolated { self?.changeIsAnnounced = true }
        }
    }
}
