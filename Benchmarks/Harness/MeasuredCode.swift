import Foundation

/// The code a run measured, as git names it: the commit checked out, and whether the files that make the numbers
/// differed from it. `Scripts/comparison` quotes a kept run only while no commit since has changed those files.
struct MeasuredCode: Codable {
    /// The full hash of the commit checked out.
    let commit: String
    /// Whether the files that make the numbers (``paths``) had changes not in ``commit``: numbers of code no commit
    /// holds, which the comparison treats as stale.
    let isDirty: Bool

    /// What decides a run's numbers, as git pathspecs: the package, the sources this executable links and the
    /// benchmarks — not the test support, the demo, the runs kept, the limits file or the READMEs. `Scripts/comparison`
    /// uses the same list (`MEASURED_CODE`) to find runs taken before the code last changed.
    static let paths = [
        "Package.swift", "Sources", ":(exclude)Sources/TestSupport", ":(exclude)Sources/DemoCore",
        ":(exclude)Sources/Demo", "Benchmarks", ":(exclude)Benchmarks/results",
        ":(exclude)Benchmarks/allocation-limits.json", ":(exclude,glob)**/*.md",
    ]

    /// The code checked out where this binary's sources are, or nil when git cannot tell (no git, no repository).
    static func current() -> MeasuredCode? {
        guard let commit = git(["rev-parse", "HEAD"]), let changes = git(["status", "--porcelain", "--"] + paths)
        else { return nil }
        return MeasuredCode(commit: commit, isDirty: !changes.isEmpty)
    }

    // MARK: - Private

    /// The package's root, two folders above this file's.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What `git <arguments>` prints in the package's root, or nil when it fails.
    private static func git(_ arguments: [String]) -> String? {
        commandOutput(["git"] + arguments, in: root)
    }
}
