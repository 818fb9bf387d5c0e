/// Collects what a ``DemoSession`` writes, one entry per line, as a terminal would show it.
@MainActor
final class Transcript {
    private(set) var lines: [String] = []

    /// The writer to hand to the session; a multi-line write (the help) becomes several lines.
    func write(_ text: String) {
        lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The lines written since `mark`, an earlier `lines.count`.
    func lines(since mark: Int) -> [String] {
        Array(lines[mark...])
    }
}
