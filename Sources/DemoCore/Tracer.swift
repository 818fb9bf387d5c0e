import Foundation
import Model

/// Collects one line per call that crosses into the Model — what was asked, how long it took, what came back —
/// for `--trace`. The tracing services (``TracingAuthService``, ``TracingKeyValueStore``,
/// ``TracingFlickrService``) report to it; the session prints what it collected between two frames.
///
/// Lines are kept until taken rather than printed at once: a call can end on another thread while the session
/// is drawing a frame, and taking them at fixed points keeps the transcript in a stable order. They are taken in
/// the order the calls were **made**, not the order they ended: ten rows asking for their counts at once get their
/// answers in any order, and a transcript that reordered itself from run to run would teach nothing. A call is
/// numbered when it is made — the async services number theirs on the main actor, where every style's roles make
/// them — and a call still running when lines are taken is written at a later take.
///
/// Arguments are written by the services, which never pass a verification code (it shows as `••••`) and never
/// see an API key. `@unchecked Sendable` because its counter and lines are only touched while holding `lock`;
/// the store's tracer calls it from whatever executor the store is called on.
public final class Tracer: @unchecked Sendable {
    private let now: @Sendable () -> ContinuousClock.Instant
    private let lock = NSLock()
    /// The number the next call gets: calls are numbered in the order they are made.
    private var nextNumber = 0
    /// The lines of the calls that ended and were not taken yet, by number.
    private var endedLines: [Int: String] = [:]

    /// A tracer timing calls with `now` (the continuous clock by default; tests pass a fake).
    public init(now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
    }

    /// The lines of the calls that have ended since the last take, in the order the calls were made, and forgets
    /// them. A call still running is written by a later take.
    public func takeLines() -> [String] {
        lock.withLock {
            defer { endedLines = [:] }
            return endedLines.sorted { $0.key < $1.key }.map(\.value)
        }
    }

    /// Numbers the call `call` as it is made — on the main actor, where the styles make their calls, so that calls
    /// made at once keep their order — runs the async `body`, then records the time it took and `describe`'s
    /// summary of the answer (or the error's message).
    @MainActor
    func measure<Answer>(
        _ call: String,
        _ body: () async throws -> Answer,
        describe: (Answer) -> String?
    ) async throws -> Answer {
        let number = begin()
        let start = now()
        do {
            let answer = try await body()
            record(number, call, took: now() - start, outcome: describe(answer))
            return answer
        } catch {
            record(number, call, took: now() - start, outcome: Self.describe(error))
            throw error
        }
    }

    /// Runs the synchronous `body`, then records `call`, the time it took and `describe`'s summary.
    func measure<Answer>(
        _ call: String,
        _ body: () throws -> Answer,
        describe: (Answer) -> String?
    ) rethrows -> Answer {
        let number = begin()
        let start = now()
        do {
            let answer = try body()
            record(number, call, took: now() - start, outcome: describe(answer))
            return answer
        } catch {
            record(number, call, took: now() - start, outcome: Self.describe(error))
            throw error
        }
    }

    /// A duration as a person reads it: "1.00 s" from a second up, "12 ms" from ten milliseconds, "0.4 ms"
    /// below.
    static func format(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        if seconds >= 1 {
            return String(format: "%.2f s", seconds)
        }
        let milliseconds = seconds * 1_000
        return milliseconds >= 10 ? String(format: "%.0f ms", milliseconds) : String(format: "%.1f ms", milliseconds)
    }

    // MARK: - Private

    /// Gives a call its number before it runs.
    private func begin() -> Int {
        lock.withLock {
            defer { nextNumber += 1 }
            return nextNumber
        }
    }

    private func record(_ number: Int, _ call: String, took duration: Duration, outcome: String?) {
        let line = "→ \(call)  \(Self.format(duration))" + (outcome.map { " → \($0)" } ?? "")
        lock.withLock { endedLines[number] = line }
    }

    private static func describe(_ error: any Error) -> String {
        error is CancellationError ? "cancelled" : "error: \(error.userFacingMessage)"
    }
}
