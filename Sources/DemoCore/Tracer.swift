import Foundation
import Model

/// Collects one line per call that crosses into the Model — what was asked, how long it took, what came back —
/// for `--trace`. The tracing services (``TracingAuthService``, ``TracingKeyValueStore``,
/// ``TracingFlickrService``) report to it; the session prints what it collected between two frames.
///
/// Lines are kept until taken rather than printed at once: a call can end on another thread while the session
/// is drawing a frame, and taking them at fixed points keeps the transcript in a stable order.
///
/// Arguments are written by the services, which never pass a verification code (it shows as `••••`) and never
/// see an API key. `@unchecked Sendable` because its one array is only touched while holding `lock`; the
/// services call it from whatever executor they run on.
public final class Tracer: @unchecked Sendable {
    private let now: @Sendable () -> ContinuousClock.Instant
    private let lock = NSLock()
    private var lines: [String] = []

    /// A tracer timing calls with `now` (the continuous clock by default; tests pass a fake).
    public init(now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
    }

    /// The lines collected since the last call, oldest first, and forgets them.
    public func takeLines() -> [String] {
        lock.withLock {
            defer { lines = [] }
            return lines
        }
    }

    /// Runs the async `body`, then records `call`, the time it took and `describe`'s summary of the answer (or
    /// the error's message).
    func measure<Answer>(
        _ call: String,
        _ body: () async throws -> Answer,
        describe: (Answer) -> String?
    ) async throws -> Answer {
        let start = now()
        do {
            let answer = try await body()
            record(call, took: now() - start, outcome: describe(answer))
            return answer
        } catch {
            record(call, took: now() - start, outcome: Self.describe(error))
            throw error
        }
    }

    /// Runs the synchronous `body`, then records `call`, the time it took and `describe`'s summary.
    func measure<Answer>(
        _ call: String,
        _ body: () throws -> Answer,
        describe: (Answer) -> String?
    ) rethrows -> Answer {
        let start = now()
        do {
            let answer = try body()
            record(call, took: now() - start, outcome: describe(answer))
            return answer
        } catch {
            record(call, took: now() - start, outcome: Self.describe(error))
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

    private func record(_ call: String, took duration: Duration, outcome: String?) {
        let line = "→ \(call)  \(Self.format(duration))" + (outcome.map { " → \($0)" } ?? "")
        lock.withLock { lines.append(line) }
    }

    private static func describe(_ error: any Error) -> String {
        error is CancellationError ? "cancelled" : "error: \(error.userFacingMessage)"
    }
}
