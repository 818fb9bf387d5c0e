/// A readable difference between two values, for a failed state assertion: both are dumped line by line, and the
/// lines are aligned on what they share, so only what differs is marked (`-` expected, `+` actual).
enum StateDifference {
    /// The dump of `expected` and `actual` merged, each line marked `-` (only expected), `+` (only actual) or
    /// indented (both).
    static func between<Value>(expected: Value, actual: Value) -> String {
        let old = dumped(expected)
        let new = dumped(actual)
        // common[i][j]: the length of the longest run of lines old[i...] and new[j...] share, in order.
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var merged: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                merged.append("  \(old[i])")
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                merged.append("- \(old[i])")
                i += 1
            } else {
                merged.append("+ \(new[j])")
                j += 1
            }
        }
        return merged.joined(separator: "\n")
    }

    private static func dumped<Value>(_ value: Value) -> [String] {
        var text = ""
        dump(value, to: &text)
        return text.split(separator: "\n").map(String.init)
    }
}
