import ReactiveCore

/// Derive → observe → dispose on one long-lived property, round after round: what a list does as rows come and
/// go over a view model property that outlives them.
@MainActor
final class Churn {
    let source = MutableProperty(0)
    let target = BindingTarget()
    private var round = 0

    /// Each round derives `map → skipRepeats` from the source, observes it, sends one value through it and
    /// disposes the observation, after which nothing of the round is left.
    func run(rounds: Int) {
        for _ in 0..<rounds {
            round &+= 1
            let observation = source.map { BindingTarget.isEnabled(for: $0) }.skipRepeats()
                .observe { [target] in target.isEnabled = $0 }
            source.value = round
            observation.dispose()
        }
        precondition(target.isEnabled == BindingTarget.isEnabled(for: round), "the last round's value did not arrive")
        blackHole(target.isEnabled)
    }
}
