import ReactiveCore

/// Derive → observe on a source of each round's own, then let both go without `dispose()`, round after round: a
/// chain nobody holds lives as long as its ultimate source, so nothing of a round may be left behind.
@MainActor
final class UndisposedChurn {
    let target = BindingTarget()
    private(set) weak var lastSource: MutableProperty<Int>?
    private var round = 0

    /// Each round makes a source, derives `map → skipRepeats` from it, observes it, sends one value through it and
    /// drops the source and the observation as they are, never disposed.
    func run(rounds: Int) {
        for _ in 0..<rounds {
            round &+= 1
            let source = MutableProperty(round &- 1)
            let observation = source.map { BindingTarget.isEnabled(for: $0) }.skipRepeats()
                .observe { [target] in target.isEnabled = $0 }
            source.value = round
            lastSource = source
            blackHole(observation)
        }
        precondition(target.isEnabled == BindingTarget.isEnabled(for: round), "the last round's value did not arrive")
    }
}
