import ReactiveCore

/// Long-lived sources and the target every chain delivers to: what a chain is built on, not part of it.
@MainActor
final class ChainSources {
    let first = MutableProperty(0)
    let second = MutableProperty(0)
    let target = BindingTarget()

    /// Builds `chain` on the sources and starts observing it; disposing the result tears the chain down (its
    /// derived properties are then freed, as nothing else holds them).
    func observe(_ chain: ReactiveChain) -> any Disposable {
        switch chain {
        case .observe:
            first.observe { [target] in target.isEnabled = BindingTarget.isEnabled(for: $0) }
        case .mapSkipRepeats:
            first.map { BindingTarget.isEnabled(for: $0) }.skipRepeats()
                .observe { [target] in target.isEnabled = $0 }
        case .combineLatestMapSkipRepeats:
            combineLatest(first, second).map { BindingTarget.isEnabled(for: $0 &+ $1) }.skipRepeats()
                .observe { [target] in target.isEnabled = $0 }
        }
    }
}
