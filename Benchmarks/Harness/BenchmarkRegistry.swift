/// Every benchmark the binary knows, in the order they run.
///
/// Each group adds its benchmarks from its own file, in an extension with one `add` call per benchmark, and
/// `main.swift` calls that extension once.
struct BenchmarkRegistry {
    private(set) var benchmarks: [Benchmark] = []

    /// Adds a benchmark that times the loop `setUp` returns, and checks its work with the check returned beside it: time
    /// and allocations per operation.
    ///
    /// - Parameters:
    ///   - isBaseline: the floor of its group (at most one per group); the others show their ratio to it.
    ///   - operationsPerIteration: operations one iteration performs; results are reported per operation.
    ///   - setUp: prepares the state (not timed) and returns the loop to time and the check of what it did.
    mutating func add(
        _ name: String,
        isBaseline: Bool = false,
        operationsPerIteration: Int = 1,
        setUp: @escaping @MainActor () -> Benchmark.Work
    ) {
        append(
            Benchmark(
                name: name,
                isBaseline: isBaseline,
                operationsPerIteration: operationsPerIteration,
                setUp: setUp,
                build: nil,
                keepsAtMost: nil
            )
        )
    }

    /// Adds a benchmark that builds one object per operation: the time to build it (and let it go), the
    /// allocations it makes, and the heap bytes it keeps alive while it lives. Its check, `verify`, is given one more
    /// object built the same way, out of the timing.
    mutating func add<Built: AnyObject>(
        _ name: String,
        isBaseline: Bool = false,
        building build: @escaping @MainActor () -> Built,
        verify: @escaping @MainActor (Built) async throws -> Void
    ) {
        add(name, isBaseline: isBaseline, keepsAtMost: nil, building: { build() }, verify: verify)
    }

    /// Adds a benchmark that builds one object per operation and may wait while it builds (for a screen's work to
    /// settle): the time, the allocations, and the heap bytes it keeps alive, read over at most `keepsAtMost` objects
    /// (a build that takes a tenth of a second cannot be kept the settings' 200 times); nil keeps the settings' count.
    /// Its check, `verify`, is given one more object built the same way, out of the timing.
    mutating func add<Built: AnyObject>(
        _ name: String,
        isBaseline: Bool = false,
        keepsAtMost: Int?,
        building build: @escaping @MainActor () async -> Built,
        verify: @escaping @MainActor (Built) async throws -> Void
    ) {
        precondition(keepsAtMost.map { $0 > 0 } ?? true, "\(name): keepsAtMost must be > 0")
        let work = Benchmark.Work(
            loop: { iterations in
                for _ in 0..<iterations {
                    blackHole(await build())
                }
            },
            verify: { try await verify(await build()) }
        )
        append(
            Benchmark(
                name: name,
                isBaseline: isBaseline,
                operationsPerIteration: 1,
                setUp: { work },
                build: { await build() },
                keepsAtMost: keepsAtMost
            )
        )
    }

    /// The benchmarks whose name contains `filter` (all without one), plus the baseline of each group they
    /// belong to, so every ratio is to a floor measured in the same run; only those of `group` when one is named.
    func selected(matching filter: String?, inGroup group: String? = nil) -> [Benchmark] {
        let inGroup = benchmarks.filter { benchmark in group.map { benchmark.group == $0 } ?? true }
        guard let filter else { return inGroup }
        let matching = inGroup.filter { $0.name.contains(filter) }
        let groups = Set(matching.map(\.group))
        return inGroup.filter { $0.name.contains(filter) || ($0.isBaseline && groups.contains($0.group)) }
    }

    // MARK: - Private

    private mutating func append(_ benchmark: Benchmark) {
        precondition(benchmark.operationsPerIteration > 0, "\(benchmark.name): operationsPerIteration must be > 0")
        precondition(!benchmarks.contains { $0.name == benchmark.name }, "two benchmarks named \(benchmark.name)")
        precondition(
            !benchmark.isBaseline || !benchmarks.contains { $0.isBaseline && $0.group == benchmark.group },
            "two baselines in group \(benchmark.group)"
        )
        benchmarks.append(benchmark)
    }
}

extension [Benchmark] {
    /// The benchmarks grouped by group, groups and members in the order they were added: the runner samples the
    /// members of a group in turn.
    func groupedInOrder() -> [[Benchmark]] {
        var groups: [[Benchmark]] = []
        for benchmark in self {
            if let index = groups.firstIndex(where: { $0[0].group == benchmark.group }) {
                groups[index].append(benchmark)
            } else {
                groups.append([benchmark])
            }
        }
        return groups
    }
}
