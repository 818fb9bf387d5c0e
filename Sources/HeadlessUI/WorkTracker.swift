import Foundation

/// Counts a window's async work in flight, so tests can wait until the screen is quiet.
///
/// No UIKit counterpart: in an app the run loop just keeps turning; here ``Window/settle()`` (like
/// XCUITest's waiting for the app to idle) needs to know when every async button handler and every
/// ``View/dispatch(_:)`` has returned, including work they started in turn. The ``Window`` owns its
/// tracker; the tracker refers back to it weakly, only to run its pending update passes as it settles, so tests may
/// keep `window.work`, release the window and still `await work.settle()`.
@MainActor
public final class WorkTracker {
    // MARK: - State

    /// Handlers and dispatched work started and not yet returned.
    public private(set) var pendingCount = 0

    /// The tracker of the counted work the current task is part of: nested work inherits it.
    @TaskLocal static var current: WorkTracker?

    /// The window whose work this is, whose update passes ``settle(leavingAtMost:)`` runs.
    weak var window: Window?

    private var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var nextWaiterID = 0

    init() {}

    // MARK: - Outputs

    /// Returns when no counted work is in flight and the update passes it made pending have run, or as soon as the
    /// calling task is cancelled (so a stuck test fails under `.timeLimit` instead of hanging).
    public func settle() async {
        await settle(leavingAtMost: 0)
    }

    /// Returns when at most `count` counted works are still in flight — everything else has returned — and the update
    /// passes pending then have run, or as soon as the calling task is cancelled. For a test that must look at the
    /// screen while some work is deliberately left waiting (a list row whose answer has not been given), once all the
    /// other work has run its course.
    ///
    /// The update passes run before each wait and after it, since a pass may start work (a screen it pushes loads) and
    /// work may change what a pass read: it returns only once neither has anything left to do.
    public func settle(leavingAtMost count: Int) async {
        UpdatePass.flush(window)
        while pendingCount > count, !Task.isCancelled {
            let id = nextWaiterID
            nextWaiterID += 1
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    MainActor.assumeIsolated {
                        if Task.isCancelled || pendingCount <= count {
                            continuation.resume()
                        } else {
                            waiters[id] = continuation
                        }
                    }
                }
            } onCancel: {
                Task { @MainActor in self.resumeWaiter(id) }
            }
            UpdatePass.flush(window)
        }
    }

    // MARK: - Private

    /// Starts `work` at once (up to its first `await`), counted by `tracker` until it returns.
    static func start(_ work: @escaping @MainActor () async -> Void, countedBy tracker: WorkTracker?) {
        tracker?.pendingCount += 1
        let operation: @MainActor () async -> Void = {
            await WorkTracker.$current.withValue(tracker) {
                await work()
            }
            tracker?.workEnded()
        }
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            Task.immediate(operation: operation)
        } else {
            Task(operation: operation)
        }
    }

    /// Wakes every waiter when a work ends: each checks its own threshold again and waits on if it is not met.
    private func workEnded() {
        pendingCount -= 1
        let resumed = waiters
        waiters = [:]
        for continuation in resumed.values {
            continuation.resume()
        }
    }

    private func resumeWaiter(_ id: Int) {
        waiters.removeValue(forKey: id)?.resume()
    }
}
