import Foundation

/// Where and how the numbers were measured, printed above every report.
struct RunEnvironment: Codable {
    /// When the run started and when it ended (`date`, the name a saved run is filed under), ISO 8601 in UTC.
    let started: String
    let date: String
    /// The compiler that built this binary, as far as `#if compiler(>=…)` can tell.
    let swiftCompiler: String
    /// The toolchain's own account of itself, the first line of `swift --version` ("Swift version 6.3.1
    /// (swift-6.3.1-RELEASE)"); nil where it cannot be asked, and in the child processes of a run over several.
    let toolchain: String?
    /// `release` or `debug` (`#if DEBUG`), as SwiftPM's `-c` option sets it.
    let configuration: String
    let operatingSystem: String
    /// The kernel's release (`uname -r`), nil where the system does not say.
    let kernel: String?
    let processor: String
    let processorCount: Int
    /// The kind of machine, for telling saved runs apart: the processor model and count. Not the host name, which
    /// on the virtual machines this has run on is the same word everywhere.
    let host: String
    /// In how many fresh processes each group was sampled.
    let processes: Int
    /// The 1-, 5- and 15-minute load averages (`/proc/loadavg`) as the run started and as it ended; nil where the
    /// system does not say. The run itself adds about 1.
    let loadAtStart: String?
    let loadAtEnd: String?
    /// The commit measured and whether the measured files differed from it; nil where git cannot tell, and in the
    /// child processes of a run over several (their parent records it).
    let code: MeasuredCode?
    /// How allocations are counted, or why they are not.
    let allocationCounting: String
    /// The sampling settings in words.
    let sampling: String

    /// What the system says as a run starts, to be handed to ``current(settings:processes:since:)`` at its end.
    struct Start {
        let date = Date.now.formatted(.iso8601)
        let load = RunEnvironment.loadAverage()
        /// The code and the toolchain, asked of git and `swift` when `describesCode` (a run's parent process; its
        /// children each measure one group of the same code).
        let code: MeasuredCode?
        let toolchain: String?

        init(describesCode: Bool) {
            code = describesCode ? MeasuredCode.current() : nil
            toolchain = describesCode ? RunEnvironment.toolchainVersion() : nil
        }
    }

    /// The environment of this process, at the end of a run that began at `start`.
    @MainActor
    static func current(settings: BenchmarkRunner.Settings, processes: Int, since start: Start) -> RunEnvironment {
        let info = ProcessInfo.processInfo
        let processor = processorModel() ?? architecture
        return RunEnvironment(
            started: start.date,
            date: Date.now.formatted(.iso8601),
            swiftCompiler: compilerVersion,
            toolchain: start.toolchain,
            configuration: configuration,
            operatingSystem: operatingSystemName() ?? info.operatingSystemVersionString,
            kernel: kernelRelease(),
            processor: processor,
            processorCount: info.activeProcessorCount,
            host: "\(processor) × \(info.activeProcessorCount) CPUs",
            processes: processes,
            loadAtStart: start.load,
            loadAtEnd: loadAverage(),
            code: start.code,
            allocationCounting: allocationCounting,
            sampling: "\(settings.samples) rounds of ≥ \(milliseconds(settings.sampleDuration)) ms samples, a group's "
                + "members in turn; ratios are medians of per-round ratios; warm-up \(milliseconds(settings.warmUp)) ms"
        )
    }

    // MARK: - Private

    private static func milliseconds(_ duration: Duration) -> Int {
        Int((duration / .milliseconds(1)).rounded())
    }

    private static var compilerVersion: String {
        #if compiler(>=6.4)
            "Swift 6.4 or later"
        #elseif compiler(>=6.3)
            "Swift 6.3"
        #elseif compiler(>=6.2)
            "Swift 6.2"
        #else
            "Swift before 6.2"
        #endif
    }

    @MainActor
    private static var allocationCounting: String {
        guard let check = HeapCounters.selfCheck else { return "n/a (malloc can be interposed with glibc only)" }
        let counts =
            "100 fresh arrays grown once → \(check.arrayAllocations) allocations, "
            + "100 integer additions → \(check.additionAllocations)"
        return check.passed
            ? "counted by interposing malloc (self-check: \(counts))"
            : "n/a: the malloc counter failed its self-check (\(counts))"
    }

    private static var configuration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    private static var architecture: String {
        #if arch(x86_64)
            "x86_64"
        #elseif arch(arm64)
            "arm64"
        #else
            "unknown architecture"
        #endif
    }

    /// The first three fields of `/proc/loadavg`: "0.52 0.61 0.80".
    private static func loadAverage() -> String? {
        guard let line = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return line.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// `PRETTY_NAME` from `/etc/os-release` on Linux, with the kernel release.
    private static func operatingSystemName() -> String? {
        #if os(Linux)
            guard let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
                let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") })
            else { return nil }
            let name = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return "\(name), Linux \(kernelRelease() ?? "")"
        #else
            return nil
        #endif
    }

    /// The first line of `swift --version`: "Swift version 6.3.1 (swift-6.3.1-RELEASE)".
    private static func toolchainVersion() -> String? {
        commandOutput(["swift", "--version"])?.split(separator: "\n").first.map(String.init)
    }

    /// The kernel's release, as `uname -r` prints it: "6.18.44-fc-v669".
    private static func kernelRelease() -> String? {
        var system = utsname()
        guard uname(&system) == 0 else { return nil }
        return withUnsafeBytes(of: system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// The `model name` line of `/proc/cpuinfo` on Linux, with the architecture.
    private static func processorModel() -> String? {
        #if os(Linux)
            guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
                let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
                let colon = line.firstIndex(of: ":")
            else { return nil }
            return "\(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)) (\(architecture))"
        #else
            return nil
        #endif
    }
}
