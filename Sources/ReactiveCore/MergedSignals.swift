/// The node of a signal made by `merge`: one relay registered on each input while the merged signal is
/// observed. The merged signal owns it; it holds every input.
@MainActor
final class MergedSignals<Value> {
    private let relays: [SignalRelay<Signal<Value>, Value>]

    init(_ signals: [Signal<Value>], into merged: Signal<Value>) {
        relays = signals.map { signal in
            SignalRelay(source: signal, target: merged) { value, merged in merged.send(value) }
        }
    }

    /// This node as its signal's ``Derivation``.
    var derivation: Derivation {
        Derivation(node: self) { node, step in
            for relay in unsafeDowncast(node, to: MergedSignals.self).relays {
                relay.perform(step)
            }
        }
    }
}
