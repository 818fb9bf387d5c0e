import ReactiveCore

extension BenchmarkRegistry {
    /// ReactiveCore's bindings, in the `binding` group so their ratio is to `binding/direct`: the same work (derive a
    /// `Bool` from an `Int` with ``BindingTarget/isEnabled(for:)`` and store it in a ``BindingTarget``), delivered
    /// through the chains the MVVMReactive screens use.
    ///
    /// The derived value alternates with every update, so `skipRepeats` passes every one on and each update runs the
    /// whole chain down to the target (``BindingTarget/expectDelivery(of:from:)`` checks the last one arrived). Each
    /// loop carries on from the value the previous one stopped at: restarting at 0 would repeat the chain's current
    /// value, which `skipRepeats` rightly swallows. The loop sets the source directly (no closure call of its own), so
    /// everything beyond the floor's one call is the chain's.
    mutating func addReactiveBindingBenchmarks() {
        // A second floor for the chains: `binding/direct` does strictly less than they must — it keeps no state — so
        // this is the same closure call doing everything `map` → `skipRepeats` promises by hand: keep the source's
        // value and the mapped value readable, compare with the last value sent, and store into the target.
        add("binding/direct-map-skiprepeats") {
            let state = MapSkipRepeatsState()
            let target = BindingTarget()
            let deliver: @MainActor (Int) -> Void = { value in
                state.source = value
                state.mapped = BindingTarget.isEnabled(for: value)
                if state.mapped != state.distinct {
                    state.distinct = state.mapped
                    target.isEnabled = state.distinct
                }
            }
            var next = 1
            let loop: Benchmark.Loop = { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                target.expectDelivery(of: values.upperBound - 1) {
                    for value in values {
                        deliver(value)
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyShows(lastValue: next - 1) }
        }
        add("binding/property-observer") {
            let source = MutableProperty(0)
            let target = BindingTarget()
            source.observe { target.isEnabled = BindingTarget.isEnabled(for: $0) }
            var next = 1
            let loop: Benchmark.Loop = { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                target.expectDelivery(of: values.upperBound - 1) {
                    for value in values {
                        source.value = value
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyShows(lastValue: next - 1) }
        }
        add("binding/signal-into-property") {
            // The MVVMReactive input path: a widget's signal bound into a view model's property (`<~`, which holds
            // the property weakly), observed down to the target.
            let (signal, input) = Signal<Int>.pipe()
            let property = MutableProperty(0)
            let target = BindingTarget()
            property <~ signal
            property.observe { target.isEnabled = BindingTarget.isEnabled(for: $0) }
            var next = 1
            let loop: Benchmark.Loop = { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                // The binding holds the property weakly and ends when it goes: the loop keeps it.
                withExtendedLifetime(property) {
                    target.expectDelivery(of: values.upperBound - 1) {
                        for value in values {
                            input.send(value)
                        }
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyShows(lastValue: next - 1) }
        }
        add("binding/map-skiprepeats") {
            let source = MutableProperty(0)
            let target = BindingTarget()
            source.map(BindingTarget.isEnabled(for:)).skipRepeats().observe { target.isEnabled = $0 }
            var next = 1
            let loop: Benchmark.Loop = { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                target.expectDelivery(of: values.upperBound - 1) {
                    for value in values {
                        source.value = value
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyShows(lastValue: next - 1) }
        }
        add("binding/combinelatest-map-skiprepeats") {
            // One input changes per update, the other stays 0, so the derived value alternates as in the others.
            let first = MutableProperty(0)
            let second = MutableProperty(0)
            let target = BindingTarget()
            combineLatest(first, second).map { BindingTarget.isEnabled(for: $0 &+ $1) }.skipRepeats()
                .observe { target.isEnabled = $0 }
            var next = 1
            let loop: Benchmark.Loop = { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                target.expectDelivery(of: values.upperBound - 1) {
                    for value in values {
                        first.value = value
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyShows(lastValue: next - 1) }
        }
    }
}
