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
/// alive. A derived signal holds its sources while nobody observes it; observed, it follows them and they hold it, so
/// it lives as long as they do, or until its observations end.
@MainActor
public class Signal<Value>: Node<Value> {
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
        let signal = Pipe()
        return (signal, Observer(signal: signal))
    }

    /// A pipe's signal: the derived nodes following it refer to it unowned, so it tells them when it goes.
    final class Pipe: Signal<Value> {
        isolated deinit {
            end()
        }
    }

    /// Calls `action` with every value sent from now on, until the returned disposable is disposed or the signal
    /// goes.
    ///
    /// The signal keeps `action` (and what it captures) meanwhile: capture owners `[weak self]`. Observing a derived
    /// signal keeps it, and its sources, alive until the observation ends.
    @discardableResult
    public final func observe(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
        Observation(of: self, action: action)
    }
}
