/// A hot stream of values that never fails and never completes: observers receive the values sent after
/// they start observing, synchronously, in the order they started observing.
///
/// Create one with ``pipe()`` and send through its ``Observer``; derive others with the operators (`map`,
/// `filter`, `skipRepeats`, `negate`, `merge`, `take(during:)`) or from a property (``Property/signal``).
/// Delivery follows the rules of `Sources/ReactiveCore/README.md`:
/// - a value reaches every observer before `send` returns, in registration order;
/// - a delivery goes to the observers registered when it began: one added during it receives the next
///   value, one removed during it still receives this value and nothing after;
/// - a value sent to a signal while it is delivering is queued and delivered after the current one.
///
/// Ownership: a pipe's signal is kept alive by its ``Observer`` and by whoever holds it; observing it never
/// keeps it alive. A derived signal holds its sources, and registers on them only while it is observed
/// itself: unobserved and unheld, it is freed and costs its sources nothing; observed, its sources keep it
/// alive until the observation ends.
@MainActor
public final class Signal<Value>: Node {
    @usableFromInline @exclusivity(unchecked) var observers = ObserverList<Value>()

    /// How a derived signal follows its sources; nil for a pipe's.
    @usableFromInline @exclusivity(unchecked) var derivation: Derivation?

    @inlinable
    init() {}

    /// The input side of a ``Signal``: everything sent here goes to the signal's observers.
    ///
    /// It keeps its signal alive.
    @MainActor
    public struct Observer {
        @usableFromInline let signal: Signal<Value>

        /// Sends `value` to every observer of the signal before returning; if the signal is already
        /// delivering, `value` is queued and delivered right after the current value.
        @inlinable
        public func send(_ value: Value) {
            signal.send(value)
        }
    }

    /// A new signal and the observer that sends on it.
    public static func pipe() -> (output: Signal<Value>, input: Observer) {
        let signal = Signal<Value>()
        return (signal, Observer(signal: signal))
    }

    /// Calls `action` with every value sent from now on, until the returned disposable is disposed or the
    /// signal goes.
    ///
    /// The signal keeps `action` (and what it captures) alive meanwhile: capture owners `[weak self]`.
    /// Observing a derived signal keeps it, and its sources, alive until the observation ends.
    @inlinable
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        let observation = Observation(source: self, action: action)
        add(observation)
        return observation
    }

    // MARK: - Node

    @inlinable
    func send(_ value: Value) {
        send(value, beforeDelivery: { _ in })
    }

    @inlinable
    var isDerived: Bool {
        derivation != nil
    }

    @inlinable
    func didGainFirstObserver() {
        perform(.activate)
    }

    @inlinable
    func didLoseLastObserver() {
        perform(.deactivate)
    }

    /// Performs `step` on the derivation, if any, borrowing its node (this node owns it): copying the
    /// `Derivation` out would retain and release the node around the call, two atomic operations per step.
    @inlinable
    func perform(_ step: Derivation.Step) {
        guard let perform = derivation?.perform else { return }
        Unretained(derivation.unsafelyUnwrapped.node).borrow { perform($0, step) }
    }
}
