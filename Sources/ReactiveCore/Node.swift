/// What ``Signal``, ``Property`` and ``MutableProperty`` share: a list of observers, and the delivery rules of
/// `README.md` (rules 1–7), written once. Only this library makes nodes.
///
/// A derived node (an operator's signal or property) follows its sources only while it is observed: its first
/// observer starts it following them, the last one leaving stops it. While it follows, its sources' lists hold it.
@MainActor
public class Node<Value> {
    /// The observers, in registration order. Each entry keeps its observer alive (an ``Observation``, or a derived
    /// node following this one) and the closure that receives the values.
    var observers: [(observer: AnyObject, action: @MainActor (Value) -> Void)] = []

    /// Values sent during a delivery, delivered in order after it (rule 5).
    private var queued: [Value] = []

    private var isDelivering = false

    init() {}

    /// What a derived node's derivation is asked to do.
    enum Step {
        /// Start following the sources (the first observer registered) and bring the value up to date.
        case start
        /// Stop following the sources (the last observer left).
        case stop
        /// Bring a property's value up to date from its sources, without following them (asked for its value while
        /// nobody observes it).
        case refresh
    }

    /// Whether this is a derived node. An ``Observation`` keeps a derived node alive until it ends; a pipe's signal
    /// or a mutable property is kept by its owner alone.
    var isDerived: Bool {
        false
    }

    /// Performs `step` of a derived node's derivation; a pipe's signal or a mutable property has none.
    func perform(_ step: Step) {}

    /// Registers `action`, and keeps `observer` alive until it is removed: an ``Observation``, or a derived node
    /// following this one. Registered during a delivery, it waits for the next value (rule 4).
    func add(_ observer: AnyObject, action: @escaping @MainActor (Value) -> Void) {
        observers.append((observer, action))
        if observers.count == 1 {
            perform(.start)
        }
    }

    /// Unregisters `observer`. A delivery under way still reaches it (rule 4).
    func remove(_ observer: AnyObject) {
        guard let index = observers.firstIndex(where: { $0.observer === observer }) else { return }
        observers.remove(at: index)
        if observers.isEmpty {
            perform(.stop)
        }
    }

    /// Delivers `value`, or queues it if a delivery is under way. `willDeliver` runs just before `value`, and each
    /// value queued meanwhile, is delivered: a property stores its value there, so that its value is always what its
    /// observers were last sent (rule 6).
    func send(_ value: Value, willDeliver: (Value) -> Void = { _ in }) {
        guard !isDelivering else {
            queued.append(value)
            return
        }
        isDelivering = true
        willDeliver(value)
        deliver(value)
        deliverQueued(willDeliver: willDeliver)
    }

    /// Runs `body`, which hands one observer the current value, as a delivery: values sent meanwhile are queued and
    /// delivered when it returns (rule 7).
    func deliverAsOne(_ body: () -> Void, willDeliver: (Value) -> Void) {
        guard !isDelivering else {
            body()
            return
        }
        isDelivering = true
        body()
        deliverQueued(willDeliver: willDeliver)
    }

    /// Calls the observers registered now, in order. The loop walks a copy of the list, so an observer added or
    /// removed meanwhile does not disturb it (rule 4).
    private func deliver(_ value: Value) {
        let snapshot = observers
        for index in snapshot.indices {
            snapshot[index].action(value)
        }
    }

    private func deliverQueued(willDeliver: (Value) -> Void) {
        while !queued.isEmpty {
            let next = queued.removeFirst()
            willDeliver(next)
            deliver(next)
        }
        isDelivering = false
    }
}
