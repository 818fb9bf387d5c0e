import ReactiveCore

extension BenchmarkRegistry {
    /// One `MutableProperty` observed by 1, 10, 100 and 1,000 observers, each doing the `binding/direct` work into
    /// its own ``BindingTarget``; reported per observer, so a flat column means delivery costs the same however many
    /// observers there are.
    mutating func addFanoutBenchmarks() {
        for observerCount in [1, 10, 100, 1000] {
            add("fanout/\(observerCount)", isBaseline: observerCount == 1, operationsPerIteration: observerCount) {
                let source = MutableProperty(0)
                let targets = (0..<observerCount).map { _ in BindingTarget() }
                for target in targets {
                    source.observe { target.isEnabled = BindingTarget.isEnabled(for: $0) }
                }
                // The last observer to register is the last to receive: if it has the last value, all have.
                let last = targets[observerCount - 1]
                var next = 1
                let loop: Benchmark.Loop = { iterations in
                    let values = next..<next + iterations
                    next = values.upperBound
                    last.expectDelivery(of: values.upperBound - 1) {
                        for value in values {
                            source.value = value
                        }
                    }
                }
                return Benchmark.Work(loop: loop) {
                    for (index, target) in targets.enumerated() {
                        try check(
                            "observer \(index + 1) of \(observerCount) after the update for \(next - 1)",
                            is: target.isEnabled,
                            expected: BindingTarget.isEnabled(for: next - 1)
                        )
                    }
                }
            }
        }
    }
}
