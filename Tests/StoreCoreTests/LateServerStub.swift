/// A server that answers only once the request was given up: a call suspends until its task is cancelled, then
/// returns a canned answer anyway, as a slow server's answer arrives after the screen cancelled its request. With it a
/// test shows that a late answer changes nothing.
@MainActor
final class LateServerStub {
    /// The answer every call returns.
    static let lateAnswer = "late answer"

    private var waiting: [Int: CheckedContinuation<String, Never>] = [:]
    private var nextCall = 0

    /// Suspends until the calling task is cancelled (at once if it already is), then returns ``lateAnswer``.
    func answer() async -> String {
        let call = nextCall
        nextCall += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled {
                    continuation.resume(returning: Self.lateAnswer)
                } else {
                    waiting[call] = continuation
                }
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.answer(call) }
        }
    }

    private func answer(_ call: Int) {
        waiting.removeValue(forKey: call)?.resume(returning: Self.lateAnswer)
    }
}
