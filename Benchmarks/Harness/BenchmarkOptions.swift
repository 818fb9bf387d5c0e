/// The command line, parsed.
struct BenchmarkOptions: Equatable {
    /// How results are written to standard output.
    enum Format: String, CaseIterable {
        case text, markdown, json
    }

    /// A command line that cannot be run; its description is the one-line message.
    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    var filter: String?
    var isQuick = false
    var format = Format.text
    var allowsDebug = false
    var showsHelp = false

    static let usage = """
        USAGE: swift run -c release Benchmarks [options]

        Measures what binding costs in each style. Progress goes to standard error, results to standard output.

        OPTIONS:
          --filter <text>      Run only benchmarks whose name contains <text> (plus their group's baseline).
          --quick              A smoke run for CI: 2 ms samples, 5 of them (default: 10 ms, 20).
          --format <format>    text (default), markdown or json.
          --allow-debug        Report numbers from a debug build anyway (they are meaningless for comparison).
          --help               Show this help.

        COLUMNS: median, p90 and min time per operation; × floor = the median of the per-round ratios to the
        group's baseline (a group's members are sampled in turn, A B C A B C …); spread = half their interquartile
        range; allocs/op = heap allocations per operation; retained/op = heap bytes kept alive per built object.
        """

    /// Parses the arguments after the program name.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--filter":
                filter = try Self.value(of: argument, from: &remaining)
            case "--quick":
                isQuick = true
            case "--format":
                let value = try Self.value(of: argument, from: &remaining)
                guard let format = Format(rawValue: value) else {
                    throw UsageError(description: "unknown format '\(value)' (expected text, markdown or json)")
                }
                self.format = format
            case "--allow-debug":
                allowsDebug = true
            case "--help", "-h":
                showsHelp = true
            default:
                throw UsageError(description: "unknown option '\(argument)' (see --help)")
            }
        }
    }

    // MARK: - Private

    private static func value(of option: String, from remaining: inout ArraySlice<String>) throws(UsageError)
        -> String
    {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
            throw UsageError(description: "missing value for \(option)")
        }
        return value
    }
}
