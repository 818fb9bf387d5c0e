/// A hot stream of values that never fails and never completes: observers receive the values sent after they
/// start observing, synchronously, in the order they started observing.
///
/// Make one with ``pipe()`` and send through its ``Observer``; derive others with the operators (`map`, `filter`,
/// `skipRepeats`, `negate`, `merge`, `take(during:)`) or from a property (``PropertyProtocol/signal``). The
/// delivery rules (`README.md`, rules 1–5, in ``Node``):
/// - a value reaches every observer before `send` returns, in registration order;
/// - a delivery goes to the observers registered when it began: one added during it waits for the next value, one
///   removed during it still receives this value, then nothing;
/// - a value sent while the signal is delivering is queued, and delivered after the current one.
///
/// Ownership: a pipe's signal is kept by its ``Observer`` and by whoever holds it; observing it never keeps it
/// alive. A derived signal holds its sources and follows them only while it is observed: nobody observing or
/// holding it, it is freed and costs them nothing; observed, it lives, with its sources, until the observation ends.
@MainActor
public final class Signal<Value>: Node<Value> {
    /// How a derived signal starts and stops following its sources; nil for a pipe's.
    private let derivation: (@MainActor (Signal<Value>, Step) -> Void)?

    init(derivation: (@MainActor (Signal<Value>, Step) -> Void)? = nil) {
        self.derivation = derivation
    }

    /// A signal that, while it is observed, follows `source` and sends what `relay` makes of each of its values.
    convenience init<Source>(
        following source: Node<Source>,
        relay: @escaping @MainActor (Source, Signal<Value>) -> Void
    ) {
        self.init { signal, step in
            switch step {
            case .start: source.add(signal) { relay($0, signal) }
            case .stop: source.remove(signal)
            case .refresh: break
            }
        }
    }

    /// The input side of a ``Signal``: everything sent here goes to the signal's observers. It keeps the signal
    /// alive.
    @MainActor
    public struct Observer {
        let signal: Signal<Value>

        /// Sends `value` to every observer of the signal before returning; if the signal is already delivering,
        /// `value` is queued and delivered right after the current value.
        public func send(_ value: Value) {
            signal.send(value)
        }
    }

    /// A new signal and the observer that sends on it.
    public static func pipe() -> (output: Signal<Value>, input: Observer) {
        let signal = Signal<Value>()
        return (signal, Observer(signal: signal))
    }

    /// Calls `action` with every value sent from now on, until the returned disposable is disposed or the signal
    /// goes.
    ///
    /// The signal keeps `action` (and what it captures) meanwhile: capture owners `[weak self]`. Observing a derived
    /// signal keeps it, and its sources, alive until the observation ends.
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        let observation = Observation(of: self)
        add(observation, action: action)
        return observation
    }

    /// Sends `value` to the observers (queued if a delivery is under way).
    func send(_ value: Value) {
        send(value) { _ in }
    }

    /// Lets every observer go (`take(during:)` when its lifetime ends), which stops a derived signal following its
    /// sources.
    func removeAllObservers() {
        for entry in observers {
            remove(entry.observer)
        }
    }

    // MARK: - Node

    override var isDerived: Bool {
        derivation != nil
    }

    override func perform(_ step: Step) {
        derivation?(self, step)
    }
}
