import Testing

/// Work that answers only when the test completes it, and ignores cancellation as a slow server does: its answer
/// arrives even after the work that awaited it was cancelled, so a test can show that a late answer changes nothing.
@MainActor
final class AnswerSpy {
    private var pending: [CheckedContinuation<String, Never>] = []

    /// Suspends until the test calls ``complete(with:)``, cancelled or not.
    func answer() async -> String {
        await withCheckedContinuation { pending.append($0) }
    }

    /// Answers the oldest waiting call with `answer`. With none waiting it records an issue, which fails the current
    /// test and lets the rest of the run go on.
    func complete(with answer: String) {
        guard !pending.isEmpty else {
            Issue.record("AnswerSpy.complete(with:) called with no call waiting")
            return
        }
        pending.removeFirst().resume(returning: answer)
    }
}
