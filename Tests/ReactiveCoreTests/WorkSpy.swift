import Testing

/// The body of an `Action` under test: records each call, then suspends until the test completes it by
/// hand (or the calling task is cancelled), so in-flight states can be observed without waiting.
@MainActor
final class WorkSpy {
    struct Cancelled: Error, Equatable {}

    private(set) var inputs: [Int] = []
    private var pending: [CheckedContinuation<String, any Error>] = []

    var pendingCount: Int { pending.count }

    /// How many times a task running `perform` was cancelled, counted the moment `cancel()` is called (the
    /// pending call itself is failed one main-actor turn later).
    var cancellationCount: Int { cancellations.count }

    private let cancellations = CancellationCount()

    func perform(_ input: Int) async throws -> String {
        inputs.append(input)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { pending.append($0) }
        } onCancel: { [cancellations] in
            cancellations.increment()
            Task { @MainActor in self.cancelAll() }
        }
    }

    /// Completes the oldest pending call. With none pending it records an issue, which fails the current test
    /// and lets the rest of the run go on.
    func complete(with result: Result<String, any Error>) {
        guard !pending.isEmpty else {
            Issue.record("WorkSpy.complete(with:) called with no pending call")
            return
        }
        pending.removeFirst().resume(with: result)
    }

    private func cancelAll() {
        let cancelled = pending
        pending = []
        for continuation in cancelled {
            continuation.resume(throwing: Cancelled())
        }
    }
}
