import HeadlessUI
import Observation

extension BenchmarkRegistry {
    /// Observation's mechanism beside the others, in the `binding` group (the same work: derive a `Bool` from an `Int`
    /// and store it in a ``BindingTarget``), and what a tracked controller costs to set up and to tear down.
    ///
    /// - `binding/observation-register`: Observation alone — set an `@Observable` property, which fires the one-shot
    ///   tracking registered for the previous update (its `onChange` does nothing), then register afresh with
    ///   `withObservationTracking` while doing the work. Every update must re-register: Observation's `onChange` fires
    ///   once.
    /// - `binding/observation-tracked`: the same change through HeadlessUI — `onChange` marks the controller, and
    ///   `updatePropertiesIfNeeded()` runs its `updateProperties()` inside tracking. The difference between the two is
    ///   HeadlessUI's share.
    /// - `observation.setup/…`, `observation.teardown/…`: building and loading a controller with its own source, whose
    ///   first pass reads a plain value (`untracked`, what every screen of the other styles pays) or an `@Observable`
    ///   one (`tracked`, a registration in the source); releasing it until it and its source are freed, a few at a
    ///   time as screens go (building is left out of the sample).
    mutating func addObservationBindingBenchmarks() {
        add("binding/observation-register") {
            let source = ObservedValue()
            let target = BindingTarget()
            let deliver = {
                withObservationTracking(
                    { target.isEnabled = BindingTarget.isEnabled(for: source.value) },
                    onChange: {}
                )
            }
            deliver()
            var next = 1
            let loop: Benchmark.Loop = { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                target.expectDelivery(of: values.upperBound - 1) {
                    for value in values {
                        source.value = value
                        deliver()
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyShows(lastValue: next - 1) }
        }
        add("binding/observation-tracked") {
            let controller = BindingController(source: ObservedValue())
            controller.loadViewIfNeeded()
            var next = 1
            let loop: Benchmark.Loop = { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                controller.target.expectDelivery(of: values.upperBound - 1) {
                    for value in values {
                        controller.source.value = value
                        controller.updatePropertiesIfNeeded()
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try controller.target.verifyShows(lastValue: next - 1) }
        }
        add(
            "observation.setup/untracked",
            isBaseline: true,
            building: { Self.loadedController(reading: PlainValue()) },
            verify: { controller in try controller.target.verifyShows(lastValue: controller.source.value) }
        )
        add(
            "observation.setup/tracked",
            building: { Self.loadedController(reading: ObservedValue()) },
            verify: { controller in
                // The first pass has run, and registered the tracking that runs the next one on a change.
                try controller.target.verifyShows(lastValue: controller.source.value)
                controller.source.value += 1
                controller.updatePropertiesIfNeeded()
                try controller.target.verifyShows(lastValue: controller.source.value)
            }
        )
        add("observation.teardown/untracked", isBaseline: true) { Self.teardownLoop { PlainValue() } }
        add("observation.teardown/tracked") { Self.teardownLoop { ObservedValue() } }
    }

    /// Controllers built, then released, at a time in `observation.teardown/…`: about what a navigation stack lets go.
    private static let teardownBatch = 8

    /// A controller reading `source`, loaded: its first pass has run.
    @MainActor
    private static func loadedController<Source: ValueSource>(reading source: Source) -> BindingController<Source> {
        let controller = BindingController(source: source)
        controller.loadViewIfNeeded()
        return controller
    }

    /// Releases loaded controllers, each with a source made by `makeSource`, ``teardownBatch`` at a time; building them
    /// is left out of the sample. The check: the last controller released, and its source, were freed.
    @MainActor
    private static func teardownLoop<Source: ValueSource>(
        _ makeSource: @escaping @MainActor () -> Source
    ) -> Benchmark.Work {
        var controllers: [BindingController<Source>] = []
        controllers.reserveCapacity(teardownBatch)
        weak var lastController: BindingController<Source>?
        weak var lastSource: Source?
        let loop: Benchmark.Loop = { iterations in
            var left = iterations
            while left > 0 {
                let batch = min(left, teardownBatch)
                left -= batch
                Untimed.run {
                    for _ in 0..<batch {
                        controllers.append(loadedController(reading: makeSource()))
                    }
                    // Only the last batch's: a weak reference gives its object a side table to free.
                    if left == 0 {
                        lastController = controllers.last
                        lastSource = controllers.last?.source
                    }
                }
                blackHole(controllers.last?.target.isEnabled)
                controllers.removeAll(keepingCapacity: true)
            }
        }
        return Benchmark.Work(loop: loop) {
            try check(lastController == nil, "the last controller released outlived its release")
            try check(lastSource == nil, "the last controller's source outlived it")
        }
    }
}
