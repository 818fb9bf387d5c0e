import Foundation
import Testing

/// The machinery every spy completed by hand shares: records each request, suspends its caller until the test
/// completes it, lets the test wait until enough requests are pending, and records which were cancelled.
///
/// Main-actor isolated like the spies that own one, so recording, completing and waiting never race. A pending
/// request whose task is cancelled throws `CancellationError` and is recorded in ``cancelled``; a wait returns
/// when its own task is cancelled (stored continuations, never polling), so a stuck test fails under
/// `.timeLimit` instead of hanging the run. Completing with nothing pending records a test issue that says so —
/// it fails that one test, not the whole process.
@MainActor
public final class PendingRequests<Request: Sendable, Value: Sendable> {
    private struct Pending {
        let id: UUID
        let request: Request
        let continuation: CheckedContinuation<Value, any Error>
    }

    private struct Waiter {
        let isSatisfied: @MainActor (PendingRequests) -> Bool
        let continuation: CheckedContinuation<Void, Never>
    }

    /// The spy's name, for the issues this queue records.
    let owner: String
    private var pending: [Pending] = []
    private var waiters: [UUID: Waiter] = [:]

    /// Every request, in the order it was made, completed or not.
    public private(set) var all: [Request] = []

    /// The requests whose task was cancelled while they were pending, in the order they were cancelled.
    public private(set) var cancelled: [Request] = []

    /// Creates an empty queue; `owner` names the spy in the issues a wrong completion records. Made during a
    /// leak-checked test, it is watched for requests left pending when the test returns
    /// (``LeakTracker/endStrandedRequests()``).
    public init(owner: String) {
        self.owner = owner
        LeakTracker.current?.watch(self)
    }

    /// How many requests wait for the test to complete them.
    public var pendingCount: Int { pending.count }

    /// The requests waiting for the test to complete them, oldest first.
    public var pendingRequests: [Request] { pending.map(\.request) }

    /// Records `request`, then suspends until ``complete(with:call:where:sourceLocation:)`` resumes it, or until its
    /// task is cancelled, which throws `CancellationError` and records the request in ``cancelled``.
    public func enqueue(_ request: Request) async throws -> Value {
        all.append(request)
        let id = UUID()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if Task.isCancelled {
                    cancelled.append(request)
                    continuation.resume(throwing: CancellationError())
                    resumeSatisfiedWaiters()
                } else {
                    pending.append(Pending(id: id, request: request, continuation: continuation))
                    resumeSatisfiedWaiters()
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.cancelRequest(id) }
        }
    }

    /// Returns once at least `count` requests are pending (at once if they already are), or when the calling task
    /// is cancelled.
    public func waitUntilPending(_ count: Int) async {
        await waitUntil { $0.pendingCount >= count }
    }

    /// Returns once `isSatisfied` holds (at once if it already does) — it is checked again whenever a request is
    /// made, completed or cancelled — or when the calling task is cancelled.
    public func waitUntil(_ isSatisfied: @escaping @MainActor (PendingRequests) -> Bool) async {
        guard !isSatisfied(self) else { return }
        let id = UUID()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled || isSatisfied(self) {
                    continuation.resume()
                } else {
                    waiters[id] = Waiter(isSatisfied: isSatisfied, continuation: continuation)
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.resumeWaiter(id) }
        }
    }

    /// Resumes the oldest pending request that `matches` with `result`. With none pending it records an issue naming
    /// `call` (completing a request that was never made is a mistake in the test, and the test should say so).
    public func complete(
        with result: Result<Value, any Error>,
        call: String,
        where matches: (Request) -> Bool = { _ in true },
        sourceLocation: SourceLocation
    ) {
        guard let index = pending.firstIndex(where: { matches($0.request) }) else {
            let problem = "\(owner).\(call) was called with no matching pending request (\(pending.count) pending)"
            Issue.record("\(problem); await the spy's wait method before completing.", sourceLocation: sourceLocation)
            return
        }
        pending.remove(at: index).continuation.resume(with: result)
        resumeSatisfiedWaiters()
    }

    /// Ends every pending request with `CancellationError`: what ends the requests nobody can complete any more,
    /// once a leak-checked test has returned. They are not recorded in ``cancelled``: no task cancelled them.
    func cancelAll() {
        let stranded = pending
        pending = []
        for request in stranded {
            request.continuation.resume(throwing: CancellationError())
        }
        resumeSatisfiedWaiters()
    }

    // MARK: - Private

    private func resumeSatisfiedWaiters() {
        for (id, waiter) in waiters where waiter.isSatisfied(self) {
            resumeWaiter(id)
        }
    }

    private func cancelRequest(_ id: UUID) {
        guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
        let request = pending.remove(at: index)
        cancelled.append(request.request)
        request.continuation.resume(throwing: CancellationError())
        resumeSatisfiedWaiters()
    }

    private func resumeWaiter(_ id: UUID) {
        waiters.removeValue(forKey: id)?.continuation.resume()
    }
}
