import Foundation

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
    exit(2)
}
if options.showsHelp {
    print(BenchmarkOptions.usage)
    exit(0)
}
#if DEBUG
    if options.checksAllocations || options.writesAllocationLimits {
        FileHandle.standardError.write(
            Data("Benchmarks: the allocation limits are a release build's counts; run with -c release.\n".utf8))
        exit(1)
    }
    if !options.allowsDebug {
        FileHandle.standardError.write(
            Data(
                ("Benchmarks: this is a debug build, whose numbers mean nothing; run `swift run -c release Benchmarks` "
                    + "(or pass --allow-debug).\n").utf8
            )
        )
        exit(1)
    }
#endif

var registry = BenchmarkRegistry()
registry.addBindingBenchmarks()
registry.addReactiveBindingBenchmarks()
registry.addStoreBindingBenchmarks()
registry.addReactiveLifecycleBenchmarks()
registry.addObservationBindingBenchmarks()
registry.addKeystrokeBindingBenchmarks()
registry.addFanoutBenchmarks()
registry.addListBenchmarks()
registry.addArchitectureBenchmarks()
registry.addSearchBenchmarks()
registry.addResultsBenchmarks()
registry.addScreensBenchmarks()
registry.addAppBenchmarks()

let selected = registry.selected(matching: options.filter, inGroup: options.group)
if selected.isEmpty {
    let group = options.group.map { " in group '\($0)'" } ?? ""
    let filter = options.filter.map { " whose name contains '\($0)'" } ?? ""
    FileHandle.standardError.write(Data("Benchmarks: no benchmark\(group)\(filter).\n".utf8))
    exit(1)
}

let start = RunEnvironment.Start(describesCode: options.group == nil)
let settings = options.isQuick ? BenchmarkRunner.Settings.quick : .standard
var results: [BenchmarkResult] = []
if options.processes > 1 {
    let sampler = ProcessSampler(
        processes: options.processes,
        sharedArguments: (options.isQuick ? ["--quick"] : []) + (options.filter.map { ["--filter", $0] } ?? [])
            + (options.allowsDebug ? ["--allow-debug"] : [])
    )
    do {
        results = try sampler.run(groups: selected.groupedInOrder().map { String($0[0].group) }) { line in
            FileHandle.standardError.write(Data("\(line)\n".utf8))
        }
    } catch {
        FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
        exit(1)
    }
} else {
    var runner = BenchmarkRunner(settings: settings)
    if options.writesAllocationLimits {
        runner.allocationCounts = 3
    }
    var started = 0
    do {
        for group in selected.groupedInOrder() {
            results += try await runner.run(group: group) { name in
                started += 1
                FileHandle.standardError.write(Data("[\(started)/\(selected.count)] \(name)\n".utf8))
            }
        }
    } catch {
        FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
        exit(1)
    }
}
let report = ResultsReport(
    environment: .current(settings: settings, processes: options.processes, since: start),
    results: results
)
print(report.rendered(as: options.format))
if options.saves {
    do {
        let path = try RunArchive.save(report.rendered(as: .json), of: report.environment)
        FileHandle.standardError.write(Data("Benchmarks: saved as \(path) and as latest.json beside runs/\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
        exit(1)
    }
}
// Every benchmark's name when the run selected them all: only then can a limit name a benchmark that is gone.
let allNames = options.filter == nil && options.group == nil ? Set(registry.benchmarks.map(\.name)) : nil
if options.writesAllocationLimits {
    do {
        let existing = FileManager.default.fileExists(atPath: AllocationLimits.path.path)
        let limits = existing ? try AllocationLimits.load() : AllocationLimits()
        try limits.updated(with: results, keepingOnly: allNames).write()
        FileHandle.standardError.write(
            Data("Benchmarks: wrote the limits of \(results.count) benchmarks to \(AllocationLimits.path.path)\n".utf8))
    } catch {
        FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
        exit(1)
    }
}
if options.checksAllocations {
    let offences: [String]
    do {
        offences = try AllocationLimits.load().offences(in: results, known: allNames)
    } catch {
        FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
        exit(1)
    }
    for offence in offences {
        FileHandle.standardError.write(Data("allocation limit: \(offence)\n".utf8))
    }
    if !offences.isEmpty {
        FileHandle.standardError.write(
            Data(
                ("Benchmarks: \(offences.count) allocation limit\(offences.count == 1 ? "" : "s") not met; if the "
                    + "new counts are meant, `swift run -c release Benchmarks --quick --write-allocation-limits` "
                    + "writes them into Benchmarks/allocation-limits.json\n").utf8))
        exit(1)
    }
    FileHandle.standardError.write(
        Data("Benchmarks: \(results.count) benchmarks within their allocation limits\n".utf8))
}
