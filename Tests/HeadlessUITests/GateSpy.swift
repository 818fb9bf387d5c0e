/// Something async handlers await and the test opens by hand, so in-flight states can be observed
/// without sleeping. Once open it stays open.
@MainActor
final class GateSpy {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var watchers: [CheckedContinuation<Void, Never>] = []

    /// How many callers are suspended in `wait()`.
    var waitingCount: Int { waiters.count }

    /// Suspends until the gate is open.
    func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { continuation in
            MainActor.assumeIsolated {
                waiters.append(continuation)
                resumeAll(&watchers)
            }
        }
    }

    /// Returns once someone waits at the gate (at once if someone already does).
    func waitUntilWaiting() async {
        guard waiters.isEmpty else { return }
        await withCheckedContinuation { continuation in
            MainActor.assumeIsolated { watchers.append(continuation) }
        }
    }

    /// Opens the gate: every waiting caller resumes, later ones pass straight through.
    func open() {
        isOpen = true
        resumeAll(&waiters)
    }

    private func resumeAll(_ continuations: inout [CheckedContinuation<Void, Never>]) {
        let resumed = continuations
        continuations = []
        for continuation in resumed {
            continuation.resume()
        }
    }
}
