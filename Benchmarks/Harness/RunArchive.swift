import Foundation

/// Where full runs are kept (`--save`): each in `Benchmarks/results/runs/`, named by the UTC date and time it ended
/// and its host, and the newest also as `Benchmarks/results/latest.json`. COMPARISON.md quotes each ratio as its
/// range over the kept runs, and Benchmarks/README.md's tables come from the newest.
enum RunArchive {
    /// A run that could not be written; its description is the message.
    struct SavingError: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes `json`, the run `environment` describes, into the archive and as the latest run; returns the path of
    /// the run's own file.
    static func save(_ json: String, of environment: RunEnvironment) throws(SavingError) -> String {
        guard environment.configuration == "release" else {
            throw SavingError(description: "a debug build's numbers are not kept; run with -c release")
        }
        let runs = results.appending(path: "runs")
        let run = runs.appending(path: "\(fileDate(environment.date))-\(slug(environment.host)).json")
        do {
            try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
            try Data((json + "\n").utf8).write(to: run, options: .withoutOverwriting)
            try Data((json + "\n").utf8).write(to: results.appending(path: "latest.json"), options: .atomic)
        } catch {
            throw SavingError(description: "could not save the run under \(results.path): \(error)")
        }
        return run.path
    }

    // MARK: - Private

    /// `Benchmarks/results/` of the sources this binary was built from: the runs belong with the code they measured.
    private static let results = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "results")

    /// "2026-11-25T03:09:39Z" as a file name sorts: "2026-11-25T030939Z".
    private static func fileDate(_ date: String) -> String {
        date.replacingOccurrences(of: ":", with: "")
    }

    /// "AMD EPYC (x86_64) × 2 CPUs" → "amd-epyc-x86_64-2-cpus".
    private static func slug(_ host: String) -> String {
        host.lowercased()
            .split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
            .joined(separator: "-")
    }
}
