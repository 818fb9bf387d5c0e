import Foundation

/// The results of one run, written as text, markdown or JSON; JSON is also what a child process of a run over several
/// processes reports to its parent, and what `--save` keeps.
struct ResultsReport: Codable {
    let environment: RunEnvironment
    let results: [BenchmarkResult]

    /// The report in `format`, ready for standard output.
    func rendered(as format: BenchmarkOptions.Format) -> String {
        switch format {
        case .text:
            return ([title] + environmentLines + ["", textTable()]).joined(separator: "\n")
        case .markdown:
            return ([title, ""] + environmentLines.map { "- \($0)" } + ["", markdownTable()]).joined(separator: "\n")
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            encoder.nonConformingFloatEncodingStrategy = Self.nonConformingFloats
            return String(decoding: try! encoder.encode(self), as: UTF8.self)
        }
    }

    /// Reads what ``rendered(as:)`` wrote as JSON.
    static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf",
            negativeInfinity: "-inf",
            nan: "nan"
        )
        return decoder
    }

    // MARK: - Private

    private static let nonConformingFloats = JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(
        positiveInfinity: "inf",
        negativeInfinity: "-inf",
        nan: "nan"
    )

    private var isOverProcesses: Bool {
        environment.processes > 1
    }

    /// The range column only over several processes: inside one, the per-round ratios' extremes say little.
    private var columns: [String] {
        ["benchmark", "median", "p90", "min", "× floor"] + (isOverProcesses ? ["range"] : [])
            + ["spread", "allocs/op", "retained/op", "samples"]
    }

    private var title: String {
        "ArchitectureComparison benchmarks, \(environment.date)"
    }

    private var environmentLines: [String] {
        let warning =
            environment.configuration == "release" ? [] : ["WARNING: a debug build; these numbers mean nothing."]
        return warning + [
            "Toolchain: \(environment.toolchain ?? environment.swiftCompiler), \(environment.configuration) build",
            "Machine: \(environment.processor), \(environment.processorCount) CPUs; \(environment.operatingSystem)",
            "Code: \(codeLine)",
            "Sampling: \(environment.sampling)",
            "Allocations: \(environment.allocationCounting)",
        ] + processLines
    }

    /// The commit measured, "with uncommitted changes" when the measured files differed from it.
    private var codeLine: String {
        guard let code = environment.code else { return "no commit known" }
        return "commit \(code.commit)" + (code.isDirty ? ", with uncommitted changes" : "")
    }

    private var processLines: [String] {
        guard isOverProcesses else { return [] }
        return [
            "Processes: each group sampled in \(environment.processes) fresh processes; every column is taken over "
                + "the per-process medians (range: the least and greatest per-process ratio)"
        ]
    }

    private var rows: [[String]] {
        results.map { result in
            let isBaseline = result.baseline == result.name
            let samples =
                (isOverProcesses ? "\(environment.processes) × " : "")
                + "\(result.samples) × \(result.iterations)"
            return [
                result.name,
                Self.time(result.nanoseconds.median),
                Self.time(result.nanoseconds.p90),
                Self.time(result.nanoseconds.min),
                result.ratio.map { Self.fixed($0.median, decimals: 2) + "×" } ?? "—",
            ]
                + (isOverProcesses ? [isBaseline ? "—" : result.ratio.map(Self.range) ?? "—"] : [])
                + [
                    isBaseline ? "—" : result.ratio.map(Self.spread) ?? "—",
                    result.allocations.map(Self.allocations) ?? "n/a",
                    Self.retained(result),
                    samples,
                ]
        }
    }

    private func textTable() -> String {
        let table = [columns] + rows
        let widths = columns.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        return table.map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                return column == 0 ? row[column] + padding : padding + row[column]
            }
            .joined(separator: "  ")
        }
        .joined(separator: "\n")
    }

    private func markdownTable() -> String {
        let alignment = columns.indices.map { $0 == 0 ? ":--" : "--:" }
        return ([columns, alignment] + rows).map { "| " + $0.joined(separator: " | ") + " |" }
            .joined(separator: "\n")
    }

    /// Half the interquartile range of the ratios (per round, or per process over several), as a share of their
    /// median: "±3 %".
    private static func spread(_ ratio: SampleStatistics) -> String {
        "±" + fixed((ratio.p75 - ratio.p25) / 2 / ratio.median * 100, decimals: 0) + " %"
    }

    /// The least and the greatest of the ratios: "1.34–2.00×".
    private static func range(_ ratio: SampleStatistics) -> String {
        fixed(ratio.min, decimals: 2) + "–" + fixed(ratio.max, decimals: 2) + "×"
    }

    private static func retained(_ result: BenchmarkResult) -> String {
        guard let bytes = result.retainedBytes else { return "—" }
        return "\(Int(bytes.rounded())) B"
    }

    /// Nanoseconds in the unit that keeps three significant digits readable.
    private static func time(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<10: fixed(nanoseconds, decimals: 2) + " ns"
        case ..<1000: fixed(nanoseconds, decimals: 1) + " ns"
        case ..<1_000_000: fixed(nanoseconds / 1000, decimals: 2) + " µs"
        default: fixed(nanoseconds / 1_000_000, decimals: 2) + " ms"
        }
    }

    /// Whole counts as they are ("0", "3"), others with two decimals.
    private static func allocations(_ perOperation: Double) -> String {
        perOperation == perOperation.rounded() ? String(Int(perOperation)) : fixed(perOperation, decimals: 2)
    }

    private static func fixed(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
