import Foundation

/// The most heap allocations per operation each benchmark may make, checked in as `Benchmarks/allocation-limits.json`:
/// `--check-allocations` fails a run (CI's `--quick` run) in which any benchmark makes more, or has no limit, and
/// `--write-allocation-limits` writes the counts a run made. Allocation counts do not depend on the machine's speed, so
/// they can be gated where times cannot.
struct AllocationLimits: Codable {
    /// A file that could not be read or written; its description is the message.
    struct FileError: Error, CustomStringConvertible {
        let description: String
    }

    /// How the limits were chosen, written into the file for whoever opens it.
    var about = Self.rule
    /// The limit per benchmark name, in allocations per operation.
    var limits: [String: Double] = [:]

    /// The file, beside the benchmarks' sources.
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "allocation-limits.json")

    /// How much more than its count a benchmark whose loop waits for work elsewhere may allocate: its count moves with
    /// the threads that run that work (up to 14 % apart over forty quick counts of `results.pages/mvvm-observation`).
    static let headroom = 0.25

    /// The limit `result`'s count sets, or nil when allocations were not counted: the count itself for a loop that
    /// does not wait — the same in every run, so one more allocation per operation fails — and ``headroom`` above it
    /// for one that does; both rounded up to the next hundredth, so that a count's last digits never decide.
    static func limit(for result: BenchmarkResult) -> Double? {
        guard let allocations = result.allocations else { return nil }
        let allowed = result.waits == true ? allocations * (1 + headroom) : allocations
        return (allowed * 100).rounded(.up) / 100
    }

    /// Reads the checked-in file.
    static func load() throws(FileError) -> AllocationLimits {
        do {
            return try JSONDecoder().decode(AllocationLimits.self, from: Data(contentsOf: path))
        } catch {
            throw FileError(description: "could not read the allocation limits at \(path.path): \(error)")
        }
    }

    /// The limits with those `results` set written over them; `known` (every benchmark the binary has, when the run
    /// selected them all) drops the limits of benchmarks that no longer exist.
    func updated(with results: [BenchmarkResult], keepingOnly known: Set<String>?) -> AllocationLimits {
        var updated = AllocationLimits(limits: limits.filter { known?.contains($0.key) ?? true })
        for result in results {
            updated.limits[result.name] = Self.limit(for: result)
        }
        return updated
    }

    /// Writes the file, keys sorted so that a change reads as a diff.
    func write() throws(FileError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try (encoder.encode(self) + Data("\n".utf8)).write(to: Self.path, options: .atomic)
        } catch {
            throw FileError(description: "could not write the allocation limits to \(Self.path.path): \(error)")
        }
    }

    /// One line per offence: a benchmark that allocates more per operation than its limit, one that has no limit or
    /// whose allocations were not counted, and — given `known`, every benchmark the binary has — a limit for a
    /// benchmark that no longer exists.
    func offences(in results: [BenchmarkResult], known: Set<String>?) -> [String] {
        var found: [String] = []
        for result in results {
            guard let allocations = result.allocations else {
                found.append("\(result.name): allocations were not counted (glibc only), so no limit can be checked")
                continue
            }
            guard let limit = limits[result.name] else {
                found.append("\(result.name): \(Self.perOperation(allocations)), and no limit in \(Self.fileName)")
                continue
            }
            if allocations > limit + 1e-9 * max(1, limit) {
                found.append(
                    "\(result.name): \(Self.perOperation(allocations)), over its limit of \(Self.count(limit))")
            }
        }
        if let known {
            found += limits.keys.filter { !known.contains($0) }.sorted().map { name in
                "\(name): a limit in \(Self.fileName) for a benchmark that no longer exists"
            }
        }
        return found
    }

    // MARK: - Private

    private static let fileName = "Benchmarks/allocation-limits.json"

    private static let rule =
        "The most heap allocations per operation each benchmark may make in a release build. `swift run -c release "
        + "Benchmarks --quick --check-allocations` (CI) fails when a benchmark makes more or has no limit here; "
        + "`--write-allocation-limits` writes the counts of the run (of the benchmarks it ran, with --filter). A loop "
        + "that does not wait for work elsewhere makes the same count in every run: its limit is that count. A loop "
        + "that waits (a screen's requests answered on other threads) makes a count that moves with the threads that "
        + "ran the work: its limit is \(Int(headroom * 100)) % above it. Both are rounded up to the next hundredth."

    /// A count as the messages show it: "3", "17.5833".
    private static func count(_ value: Double) -> String {
        String(format: "%g", value)
    }

    /// "1 allocation per operation", "17.5833 allocations per operation".
    private static func perOperation(_ allocations: Double) -> String {
        "\(count(allocations)) allocation\(allocations == 1 ? "" : "s") per operation"
    }
}
