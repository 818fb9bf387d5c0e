/// A derived signal's node: follows one source (a signal or a property) while the derived signal is
/// observed, and turns each value it receives into what the operator sends (`relay`).
///
/// It is its own registration in the source's list. The derived signal owns it; while it is registered,
/// the source's list owns it and it keeps the derived signal alive (``Registration/retained``).
@usableFromInline
final class SignalRelay<Source: Node, Output>: Registration<Source.Value> {
    @usableFromInline let source: Source

    /// The operator: sends what the derived signal should send for one value of the source (maybe nothing).
    @usableFromInline let relay: @MainActor (Source.Value, Signal<Output>) -> Void

    /// The derived signal. Not owning: it owns this node, and while this node is registered the registration
    /// keeps it alive, so it is alive whenever a value arrives.
    @usableFromInline let target: Unretained<Signal<Output>>

    @inlinable
    init(
        source: Source,
        target: Signal<Output>,
        relay: @escaping @MainActor (Source.Value, Signal<Output>) -> Void
    ) {
        self.source = source
        self.target = Unretained(target)
        self.relay = relay
        super.init { registration, value in
            let node = unsafeDowncast(registration, to: SignalRelay.self)
            node.target.borrow { node.relay(value, $0) }
        }
    }

    /// This node as its signal's ``Derivation``.
    @inlinable
    var derivation: Derivation {
        Derivation(node: self) { node, step in unsafeDowncast(node, to: SignalRelay.self).perform(step) }
    }

    @inlinable
    func perform(_ step: Derivation.Step) {
        switch step {
        case .refresh:
            break
        case .activate:
            retained = target.object
            source.add(self)
        case .deactivate:
            source.remove(self)
        }
    }
}
