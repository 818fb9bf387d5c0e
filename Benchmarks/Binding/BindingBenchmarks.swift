extension BenchmarkRegistry {
    /// The binding primitives: the floor (a closure call doing the work) and each hand-made mechanism, all
    /// delivering the same work into a ``BindingTarget``.
    mutating func addBindingBenchmarks() {
        add("binding/direct", isBaseline: true) {
            let target = BindingTarget()
            let deliver: @MainActor (Int) -> Void = { target.isEnabled = BindingTarget.isEnabled(for: $0) }
            let loop: Benchmark.Loop = { iterations in
                target.expectDelivery(of: iterations - 1) {
                    for value in 0..<iterations {
                        deliver(value)
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyDelivers(through: deliver) }
        }
        add("binding/closure-weak-self") {
            let source = CallbackSource()
            let target = BindingTarget()
            target.observe(source)
            let loop: Benchmark.Loop = { iterations in
                target.expectDelivery(of: iterations - 1) {
                    for value in 0..<iterations {
                        source.send(value)
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyDelivers(through: { source.send($0) }) }
        }
        add("binding/didset-closure") {
            let viewModel = DidSetViewModel()
            let target = BindingTarget()
            target.bind(to: viewModel)
            let loop: Benchmark.Loop = { iterations in
                target.expectDelivery(of: iterations - 1) {
                    for value in 0..<iterations {
                        viewModel.valueChanged(value)
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyDelivers(through: { viewModel.valueChanged($0) }) }
        }
        add("binding/protocol-weak") {
            let presenter = BindingPresenter()
            let target = BindingTarget()
            presenter.view = target
            let loop: Benchmark.Loop = { iterations in
                target.expectDelivery(of: iterations - 1) {
                    for value in 0..<iterations {
                        presenter.valueChanged(value)
                    }
                }
            }
            return Benchmark.Work(loop: loop) { try target.verifyDelivers(through: { presenter.valueChanged($0) }) }
        }
    }
}
