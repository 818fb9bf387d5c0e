import Observation

/// A read of view-model outputs tracked the way a screen's update pass tracks it, and whether Observation has announced
/// a change to what it read since.
///
/// A test reads an output directly to learn its value; a screen learns of a change only when Observation announces
/// it, and only for what its pass read through `@Observable` state. An output computed from something Observation
/// cannot see (the Model's store, a property it ignores) still reads right in a test, yet never brings the screen up
/// to date: this is how a test sees the difference. Like a pass, it hears the first change only, announced before the
/// new value is stored.
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
