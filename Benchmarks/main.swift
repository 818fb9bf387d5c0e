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

let selected = registry.selected(matching: options.filter)
if selected.isEmpty {
    FileHandle.standardError.write(Data("Benchmarks: no benchmark name contains '\(options.filter ?? "")'.\n".utf8))
    exit(1)
}

let settings = options.isQuick ? BenchmarkRunner.Settings.quick : .standard
let runner = BenchmarkRunner(settings: settings)
var results: [BenchmarkResult] = []
var started = 0
for group in selected.groupedInOrder() {
    results += await runner.run(group: group) { name in
        started += 1
        FileHandle.standardError.write(Data("[\(started)/\(selected.count)] \(name)\n".utf8))
    }
}
let report = ResultsReport(environment: .current(settings: settings), results: results)
print(report.rendered(as: options.format))
