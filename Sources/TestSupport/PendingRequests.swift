import Foundation

/// The machinery the spies share: records each request, suspends its caller until a test completes it by
/// hand, and lets a test wait until enough requests are pending.
///
/// Main-actor isolated like the spies, so recording, completing and waiting never race. Waits return, and
/// pending requests throw `CancellationError`, when their task is cancelled (through stored continuations,
/// never by polling), so a stuck test fails under `.timeLimit` instead of hanging the run.
@MainActor
final class PendingRequests<Request: Sendable, Value: Sendable> {
    private struct Waiter {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private let owner: String
    private(set) var all: [Request] = []
    private var pending: [(id: UUID, request: Request, continuation: CheckedContinuation<Value, any Error>)] = []
    private var waiters: [UUID: Waiter] = [:]

    init(owner: String) {
        self.owner = owner
    }

    var pendingCount: Int { pending.count }

    /// Records the request, then suspends until ``complete(with:call:where:)`` resumes it, or until its task is
    /// cancelled, which throws `CancellationError`: a test whose time limit cancels it then fails instead of
    /// waiting for a completion that will never come.
    func enqueue(_ request: Request) async throws -> Value {
        all.append(request)
        let id = UUID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else {
                    pending.append((id, request, continuation))
                    resumeSatisfiedWaiters()
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancelRequest(id) }
        }
    }

    /// Returns once at least `count` requests are pending (at once if they already are), or when the
    /// calling task is cancelled.
    func waitUntilPending(_ count: Int) async {
        guard pending.count < count else { return }
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled || pending.count >= count {
                    continuation.resume()
                } else {
                    waiters[id] = Waiter(count: count, continuation: continuation)
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.resumeWaiter(id) }
        }
    }

    /// Resumes the oldest pending request that `matches` with `result`; a precondition failure if none is
    /// pending, because completing a request that was never made is a mistake in the test.
    func complete(
        with result: Result<Value, any Error>,
        call: String,
        where matches: (Request) -> Bool = { _ in true }
    ) {
        guard let index = pending.firstIndex(where: { matches($0.request) }) else {
            preconditionFailure(
                "\(owner).\(call) was called with no matching pending request "
                    + "(\(pending.count) pending); await the spy's wait method first."
            )
        }
        pending.remove(at: index).continuation.resume(with: result)
    }

    // MARK: - Private

    private func resumeSatisfiedWaiters() {
        for (id, waiter) in waiters where pending.count >= waiter.count {
            resumeWaiter(id)
        }
    }

    private func cancelRequest(_ id: UUID) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        pending.remove(at: index).continuation.resume(throwing: CancellationError())
    }

    private func resumeWaiter(_ id: UUID) {
        waiters.removeValue(forKey: id)?.continuation.resume()
    }
}
