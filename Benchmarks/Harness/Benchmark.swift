/// One named measurement, such as `binding/direct` or `login.open/mvp`.
///
/// The runner calls ``setUp`` once, then calls the loop it returns with ever larger iteration counts to
/// calibrate, warm up, time samples and count allocations, and runs its check after each of those stages. A benchmark
/// that also has ``build`` reports the heap bytes each built object keeps alive.
struct Benchmark {
    /// Performs `iterations` operations and hands what they computed to ``blackHole(_:)``. It may suspend — a
    /// screen's work that ends on a later turn of the main actor (a list row's counts) is awaited inside the loop and
    /// timed with it — but most loops never do.
    typealias Loop = @MainActor (_ iterations: Int) async -> Void

    /// Checks, after the loop has run, that what it drove shows what its interactions should have produced — the
    /// avatar after a keystroke, the rows and their counts after a scroll — so that no style is fast by doing less;
    /// throws a ``CheckFailure`` saying what is wrong. Neither timed nor counted.
    typealias Verify = @MainActor () async throws -> Void

    /// What ``setUp`` prepares: the loop to time and the check of its work, sharing the state they drive.
    struct Work {
        let loop: Loop
        let verify: Verify
    }

    /// `<group>/<variant>`, stable across runs so results can be diffed.
    let name: String
    /// Whether this is the floor of its group: every result of the group shows its ratio to this one.
    let isBaseline: Bool
    /// How many reported operations one iteration performs (a fan-out to 1,000 observers reports per observer).
    let operationsPerIteration: Int
    /// Prepares the state the loop works on; not timed.
    let setUp: @MainActor () -> Work
    /// Builds one object to keep alive, for the retained-bytes reading; nil when not measured. It may suspend (a
    /// build that waits for a screen's work to settle).
    let build: (@MainActor () async -> AnyObject)?
    /// At most how many built objects the retained-bytes reading keeps; nil for the settings' count. For a build so
    /// slow (a tenth of a second) that the settings' 200 would take minutes.
    let keepsAtMost: Int?

    /// The part of the name before the first `/`.
    var group: Substring {
        name.prefix { $0 != "/" }
    }
}
