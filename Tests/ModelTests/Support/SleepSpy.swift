import Foundation

/// An injectable sleep that records each duration it is asked for instead of waiting. A blocking spy
/// instead suspends until its task is cancelled (then throws `CancellationError`, as `Task.sleep` does), so a
/// test can cancel "during the latency" without any real time passing.
final class SleepSpy: @unchecked Sendable {
    private let blocks: Bool
    private let lock = NSLock()
    private var durations: [Duration] = []
    private var isCancelled = false
    private var sleeper: CheckedContinuation<Void, any Error>?
    private var enteredWaiters: [CheckedContinuation<Void, Never>] = []

    init(blocks: Bool = false) {
        self.blocks = blocks
    }

    var recorded: [Duration] {
        lock.withLock { durations }
    }

    func sleep(_ duration: Duration) async throws {
        let waiters = lock.withLock {
            durations.append(duration)
            defer { enteredWaiters = [] }
            return enteredWaiters
        }
        waiters.forEach { $0.resume() }
        guard blocks else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelledAlready = lock.withLock {
                    if !isCancelled { sleeper = continuation }
                    return isCancelled
                }
                if cancelledAlready { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let continuation = lock.withLock {
                isCancelled = true
                defer { sleeper = nil }
                return sleeper
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Returns once a sleep has begun.
    func waitUntilSleeping() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let alreadySleeping = lock.withLock {
                if durations.isEmpty { enteredWaiters.append(continuation) }
                return !durations.isEmpty
            }
            if alreadySleeping { continuation.resume() }
        }
    }
}
