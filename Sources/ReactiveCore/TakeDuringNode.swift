/// The node of a signal made by `take(during:)`: relays its source while observed and the lifetime lasts;
/// when the lifetime ends it stops for good and lets the signal's observers go.
///
/// It watches the lifetime only while it follows the source, so a long-lived lifetime does not collect an
/// entry per signal taken from it.
@MainActor
final class TakeDuringNode<Value> {
    private let relay: SignalRelay<Signal<Value>, Value>
    private let lifetime: Lifetime
    private var lifetimeObservation: (any Disposable)?
    private var hasEnded = false

    /// The taken signal; not owning, as in ``SignalRelay``.
    private let target: Unretained<Signal<Value>>

    init(source: Signal<Value>, target: Signal<Value>, lifetime: Lifetime) {
        self.target = Unretained(target)
        self.lifetime = lifetime
        relay = SignalRelay(source: source, target: target) { value, taken in taken.send(value) }
    }

    /// This node as its signal's ``Derivation``.
    var derivation: Derivation {
        Derivation(node: self) { node, step in unsafeDowncast(node, to: TakeDuringNode.self).perform(step) }
    }

    private func perform(_ step: Derivation.Step) {
        switch step {
        case .refresh:
            break
        case .activate:
            guard !hasEnded, !lifetime.hasEnded else { return }
            relay.perform(.activate)
            // Held strongly: the registration is disposed (and this closure released) when the signal stops
            // following.
            lifetimeObservation = lifetime.observeEnded { [self] in end() }
        case .deactivate:
            relay.perform(.deactivate)
            lifetimeObservation?.dispose()
            lifetimeObservation = nil
        }
    }

    private func end() {
        hasEnded = true
        // Removing the last observer deactivates this node, which may free the signal: hold it meanwhile.
        let target = target.object
        target.removeAll()
    }
}
