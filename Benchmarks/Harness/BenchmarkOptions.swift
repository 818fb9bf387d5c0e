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
    /// The one group to run, named exactly: what the parent of a run over several processes asks each child for.
    var group: String?
    var isQuick = false
    var format = Format.text
    /// How many fresh processes sample each group; 1 measures every group in this process.
    var processes = 1
    var saves = false
    /// Whether to fail the run when a benchmark allocates more per operation than `Benchmarks/allocation-limits.json`
    /// allows.
    var checksAllocations = false
    /// Whether to write this run's counts into `Benchmarks/allocation-limits.json`.
    var writesAllocationLimits = false
    var allowsDebug = false
    var showsHelp = false

    static let usage = """
        USAGE: swift run -c release Benchmarks [options]

        Measures what binding costs in each style. Progress goes to standard error, results to standard output.

        OPTIONS:
          --filter <text>      Run only benchmarks whose name contains <text> (plus their group's baseline).
          --quick              A smoke run for CI: 2 ms samples, 5 of them (default: 10 ms, 20).
          --format <format>    text (default), markdown or json.
          --processes <n>      Sample each group in <n> fresh processes of this binary (default 1: all in this one)
                               and report the median over processes and its range: a ratio that holds inside one
                               process moves between processes (Benchmarks/README.md says why).
          --save               Keep this run: write it as JSON to Benchmarks/results/runs/<UTC date>-<host>.json
                               and to Benchmarks/results/latest.json. Full runs only (no --quick, --filter).
          --check-allocations  Fail (exit status 1, one line per offender on standard error) when a benchmark makes
                               more heap allocations per operation than Benchmarks/allocation-limits.json allows,
                               or has no limit there. Times are never checked.
          --write-allocation-limits
                               Write this run's allocation counts into Benchmarks/allocation-limits.json as the
                               limits (only the benchmarks run, with --filter); a loop that waits for work on other
                               threads gets \(Int(AllocationLimits.headroom * 100)) % headroom.
          --group <name>       Run only the group named exactly <name> (what each process of --processes runs).
          --allow-debug        Report numbers from a debug build anyway (they are meaningless for comparison).
          --help               Show this help.

        COLUMNS: median, p90 and min time per operation; × floor = the median of the per-round ratios to the
        group's baseline (a group's members are sampled in turn, A B C A B C …); spread = half their interquartile
        range; allocs/op = heap allocations per operation; retained/op = heap bytes kept alive per built object.
        Over several processes each column is taken over the per-process medians: median and p90 time, × floor the
        median over processes of the per-process ratios, range their least and greatest, spread half their
        interquartile range; allocs/op and retained/op the median over processes.
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
            case "--group":
                group = try Self.value(of: argument, from: &remaining)
            case "--processes":
                let value = try Self.value(of: argument, from: &remaining)
                guard let count = Int(value), count > 0 else {
                    throw UsageError(description: "--processes takes a whole number of at least 1, not '\(value)'")
                }
                processes = count
            case "--save":
                saves = true
            case "--check-allocations":
                checksAllocations = true
            case "--write-allocation-limits":
                writesAllocationLimits = true
            case "--allow-debug":
                allowsDebug = true
            case "--help", "-h":
                showsHelp = true
            default:
                throw UsageError(description: "unknown option '\(argument)' (see --help)")
            }
        }
        if checksAllocations, writesAllocationLimits {
            throw UsageError(
                description: "--check-allocations checks the limits --write-allocation-limits would rewrite: use one")
        }
        if writesAllocationLimits, processes > 1 {
            throw UsageError(description: "--write-allocation-limits counts in this one process: drop --processes")
        }
        if saves, isQuick || filter != nil || group != nil {
            throw UsageError(
                description: "--save keeps full runs only (COMPARISON.md quotes ranges over them): drop --quick, "
                    + "--filter and --group"
            )
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
