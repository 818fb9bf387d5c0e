import Foundation

/// Where and how the numbers were measured, printed above every report.
struct RunEnvironment: Encodable {
    let date: String
    /// The compiler that built this binary, as far as `#if compiler(>=…)` can tell.
    let swiftCompiler: String
    /// `release` or `debug` (`#if DEBUG`), as SwiftPM's `-c` option sets it.
    let configuration: String
    let operatingSystem: String
    let processor: String
    let processorCount: Int
    /// How allocations are counted, or why they are not.
    let allocationCounting: String
    /// The sampling settings in words.
    let sampling: String

    /// The environment of this process.
    @MainActor
    static func current(settings: BenchmarkRunner.Settings) -> RunEnvironment {
        let info = ProcessInfo.processInfo
        return RunEnvironment(
            date: Date.now.formatted(.iso8601),
            swiftCompiler: compilerVersion,
            configuration: configuration,
            operatingSystem: operatingSystemName() ?? info.operatingSystemVersionString,
            processor: processorModel() ?? architecture,
            processorCount: info.activeProcessorCount,
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

    /// `PRETTY_NAME` from `/etc/os-release` on Linux, with the kernel release.
    private static func operatingSystemName() -> String? {
        #if os(Linux)
            guard let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
                let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") })
            else { return nil }
            let name = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            var system = utsname()
            uname(&system)
            let kernel = withUnsafeBytes(of: system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return "\(name), Linux \(kernel)"
        #else
            return nil
        #endif
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
