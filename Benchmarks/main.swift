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

let selected = registry.selected(matching: options.filter, inGroup: options.group)
if selected.isEmpty {
    let group = options.group.map { " in group '\($0)'" } ?? ""
    let filter = options.filter.map { " whose name contains '\($0)'" } ?? ""
    FileHandle.standardError.write(Data("Benchmarks: no benchmark\(group)\(filter).\n".utf8))
    exit(1)
}

let start = RunEnvironment.Start()
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
    let runner = BenchmarkRunner(settings: settings)
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
