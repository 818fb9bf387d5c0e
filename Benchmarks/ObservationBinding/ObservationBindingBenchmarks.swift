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
            return { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                target.expectDelivery(of: values.upperBound - 1) {
                    for value in values {
                        source.value = value
                        deliver()
                    }
                }
            }
        }
        add("binding/observation-tracked") {
            let controller = BindingController(source: ObservedValue())
            controller.loadViewIfNeeded()
            var next = 1
            return { iterations in
                let values = next..<next + iterations
                next = values.upperBound
                controller.target.expectDelivery(of: values.upperBound - 1) {
                    for value in values {
                        controller.source.value = value
                        controller.updatePropertiesIfNeeded()
                    }
                }
            }
        }
        add("observation.setup/untracked", isBaseline: true, building: { Self.loadedController(reading: PlainValue()) })
        add("observation.setup/tracked", building: { Self.loadedController(reading: ObservedValue()) })
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
    /// is left out of the sample.
    @MainActor
    private static func teardownLoop<Source: ValueSource>(
        _ makeSource: @escaping @MainActor () -> Source
    ) -> Benchmark.Loop {
        var controllers: [BindingController<Source>] = []
        controllers.reserveCapacity(teardownBatch)
        return { iterations in
            var left = iterations
            while left > 0 {
                let batch = min(left, teardownBatch)
                left -= batch
                Untimed.run {
                    for _ in 0..<batch {
                        controllers.append(loadedController(reading: makeSource()))
                    }
                }
                blackHole(controllers.last?.target.isEnabled)
                controllers.removeAll(keepingCapacity: true)
            }
        }
    }
}
