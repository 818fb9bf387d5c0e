import Foundation

/// Samples each group in several fresh processes of this binary (`--processes N`) and combines what they report.
///
/// A ratio taken inside one process holds to a few per cent, yet moves by much more from one process to the next
/// (Benchmarks/README.md, "Why a ratio moves between processes"); the median over processes, with its range, is what
/// holds from run to run. The parent measures nothing itself: for each process it runs every group in turn, one child
/// per group (`--group <name> --format json`, with the parent's `--quick`, `--filter` and `--allow-debug`), so each
/// group's processes are spread over the whole run, as a group's members are spread over its rounds.
struct ProcessSampler {
    /// A child that could not be run, failed or reported something unreadable; its description is the message.
    struct SamplingError: Error, CustomStringConvertible {
        let description: String
    }

    let processes: Int
    /// The options every child gets besides its group and format.
    let sharedArguments: [String]

    /// The combined results of `groups`, in that order; `progress` hears each child as it starts.
    func run(groups: [String], progress: (String) -> Void) throws(SamplingError) -> [BenchmarkResult] {
        var readings: [String: [[BenchmarkResult]]] = [:]
        for process in 1...processes {
            for (index, group) in groups.enumerated() {
                progress("[process \(process)/\(processes), group \(index + 1)/\(groups.count)] \(group)")
                readings[group, default: []].append(try results(ofGroup: group))
            }
        }
        return groups.flatMap { group in
            let perProcess = readings[group] ?? []
            return perProcess[0].indices.map { member in
                BenchmarkResult(combining: perProcess.map { $0[member] })
            }
        }
    }

    // MARK: - Private

    private func results(ofGroup group: String) throws(SamplingError) -> [BenchmarkResult] {
        let child = Process()
        child.executableURL = Self.executable
        child.arguments = sharedArguments + ["--group", group, "--format", "json"]
        let output = Pipe()
        let errors = Pipe()
        child.standardOutput = output
        child.standardError = errors
        do {
            try child.run()
        } catch {
            throw SamplingError(description: "\(group): could not start \(Self.executable.path): \(error)")
        }
        // Standard error holds a line of progress per member, far below a pipe's buffer: reading standard output to
        // its end first cannot leave the child blocked on a full standard error.
        let json = output.fileHandleForReading.readDataToEndOfFile()
        let messages = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        guard child.terminationStatus == 0, child.terminationReason == .exit else {
            throw SamplingError(
                description: "\(group): the child process failed (status \(child.terminationStatus)): "
                    + messages.trimmingCharacters(in: .whitespacesAndNewlines)
            )
        }
        do {
            return try ResultsReport.decoder.decode(ResultsReport.self, from: json).results
        } catch {
            throw SamplingError(description: "\(group): the child's report is not readable JSON: \(error)")
        }
    }

    /// This binary: `/proc/self/exe` on Linux, whatever name it was started by.
    private static var executable: URL {
        #if os(Linux)
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        #else
            Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        #endif
    }
}
