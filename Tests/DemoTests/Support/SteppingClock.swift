import Foundation

/// A fake clock for the tracer: every reading is one `step` later than the one before, so each traced call
/// takes exactly `step` and no test waits for real time.
///
/// `@unchecked Sendable` because its one counter is only touched while holding `lock`.
final class SteppingClock: @unchecked Sendable {
    private let origin = ContinuousClock.now
    private let step: Duration
    private let lock = NSLock()
    private var readings = 0

    init(step: Duration) {
        self.step = step
    }

    /// The next reading.
    func now() -> ContinuousClock.Instant {
        lock.withLock {
            defer { readings += 1 }
            return origin + step * readings
        }
    }
}
