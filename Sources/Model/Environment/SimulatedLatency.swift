import Foundation

/// Waits out a simulated latency through the injected sleep, then fails if the task was cancelled
/// meanwhile — even when an injected sleep returns at once — so cancellation is always honoured.
func simulateLatency(_ latency: Duration, sleep: @Sendable (Duration) async throws -> Void) async throws {
    if latency > .zero {
        try await sleep(latency)
    }
    try Task.checkCancellation()
}
