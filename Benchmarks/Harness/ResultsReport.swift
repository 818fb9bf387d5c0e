import Foundation

/// The results of one run, written as text, markdown or JSON.
struct ResultsReport: Encodable {
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
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf",
                negativeInfinity: "-inf",
                nan: "nan"
            )
            return String(decoding: try! encoder.encode(self), as: UTF8.self)
        }
    }

    // MARK: - Private

    private static let columns = [
        "benchmark", "median", "p90", "min", "× floor", "spread", "allocs/op", "retained/op", "samples",
    ]

    private var title: String {
        "ArchitectureComparison benchmarks, \(environment.date)"
    }

    private var environmentLines: [String] {
        let warning =
            environment.configuration == "release" ? [] : ["WARNING: a debug build; these numbers mean nothing."]
        return warning + [
            "Toolchain: \(environment.swiftCompiler), \(environment.configuration) build",
            "Machine: \(environment.processor), \(environment.processorCount) CPUs; \(environment.operatingSystem)",
            "Sampling: \(environment.sampling)",
            "Allocations: \(environment.allocationCounting)",
        ]
    }

    private var rows: [[String]] {
        results.map { result in
            [
                result.name,
                Self.time(result.nanoseconds.median),
                Self.time(result.nanoseconds.p90),
                Self.time(result.nanoseconds.min),
                result.ratio.map { Self.fixed($0.median, decimals: 2) + "×" } ?? "—",
                result.baseline == result.name ? "—" : result.ratio.map(Self.spread) ?? "—",
                result.allocations.map(Self.allocations) ?? "n/a",
                Self.retained(result),
                "\(result.samples) × \(result.iterations)",
            ]
        }
    }

    private func textTable() -> String {
        let table = [Self.columns] + rows
        let widths = Self.columns.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
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
        let alignment = Self.columns.indices.map { $0 == 0 ? ":--" : "--:" }
        return ([Self.columns, alignment] + rows).map { "| " + $0.joined(separator: " | ") + " |" }
            .joined(separator: "\n")
    }

    /// Half the interquartile range of the per-round ratios, as a share of their median: "±3 %".
    private static func spread(_ ratio: SampleStatistics) -> String {
        "±" + fixed((ratio.p75 - ratio.p25) / 2 / ratio.median * 100, decimals: 0) + " %"
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
