/// A hot stream of values that never fails and never completes: observers receive the values sent
/// after they start observing, synchronously, in the order they started observing.
///
/// Create one with ``pipe()`` and send through its ``Observer``; derive others with the operators
/// (`map`, `filter`, `skipRepeats`, `negate`, `merge`, `take(during:)`). Delivery follows the rules of
/// `Sources/ReactiveCore/README.md`:
/// - a value reaches every observer before `send` returns, in registration order;
/// - a delivery goes to the observers registered when it began: one added during it receives the next
///   value, one removed during it still receives this value and nothing after;
/// - a value sent to a signal while it is delivering is queued and delivered after the current one.
///
/// Ownership flows downstream: a signal keeps its observers (and so the signals derived from it) alive,
/// never the other way round, so observing never keeps the observed object's owner alive.
@MainActor
public final class Signal<Value> {
    // Hot state is touched on every send. `@exclusivity(unchecked)` removes the dynamic exclusivity
    // checks (a runtime call per access); it is sound because no access is held across a call into
    // observer code: each one is a single read or write.
    @usableFromInline @exclusivity(unchecked) var registrations: ContiguousArray<Registration> = []
    @usableFromInline @exclusivity(unchecked) var isDelivering = false
    @usableFromInline @exclusivity(unchecked) var queuedValues: ContiguousArray<Value> = []
    @usableFromInline @exclusivity(unchecked) var hasDeferredRemovals = false
    private var nextID: UInt64 = 0

    @usableFromInline
    init() {}

    /// The input side of a ``Signal``: everything sent here goes to the signal's observers.
    ///
    /// It keeps its signal alive.
    @MainActor
    public struct Observer {
        @usableFromInline let signal: Signal<Value>

        @usableFromInline
        init(signal: Signal<Value>) {
            self.signal = signal
        }

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

    /// Calls `action` with every value sent from now on, until the returned disposable is disposed or
    /// the signal is released.
    ///
    /// The signal keeps `action` (and what it captures) alive meanwhile: capture owners `[weak self]`.
    @discardableResult
    public func observe(_ action: @escaping @MainActor (Value) -> Void) -> Disposable {
        let id = add(action)
        return Disposable { [weak self] in self?.remove(id: id) }
    }

    // MARK: - Private

    /// One observer. A class so delivery can borrow it from the array instead of copying its closure.
    @usableFromInline
    final class Registration {
        @usableFromInline let action: @MainActor (Value) -> Void
        let id: UInt64
        var isRemoved = false

        init(id: UInt64, action: @escaping @MainActor (Value) -> Void) {
            self.id = id
            self.action = action
        }
    }

    /// Registers `action` without creating a ``Disposable``: used by operators, whose observers live as
    /// long as the signal they observe.
    @usableFromInline
    @discardableResult
    func add(_ action: @escaping @MainActor (Value) -> Void) -> UInt64 {
        nextID += 1
        registrations.append(Registration(id: nextID, action: action))
        return nextID
    }

    func remove(id: UInt64) {
        guard let index = registrations.firstIndex(where: { $0.id == id }) else { return }
        if isDelivering {
            // The loop in `deliver` relies on indices staying put and on the array keeping the
            // observer alive while it runs (it may be the one disposing itself).
            registrations[index].isRemoved = true
            hasDeferredRemovals = true
        } else {
            registrations.remove(at: index)
        }
    }

    /// Drops every observer (used when a `take(during:)` lifetime ends), deferred while delivering.
    func removeAll() {
        if isDelivering {
            for registration in registrations {
                registration.isRemoved = true
            }
            hasDeferredRemovals = true
        } else {
            registrations.removeAll()
        }
    }

    @inlinable
    func send(_ value: Value) {
        send(value, beforeDelivery: { _ in })
    }

    /// Delivers `value`, or queues it if a delivery is under way. `beforeDelivery` runs just before
    /// each value (this one and any queued meanwhile) is delivered: a property stores its value there,
    /// so its value and what its observers have been told advance together.
    @inlinable
    func send(_ value: Value, beforeDelivery: (Value) -> Void) {
        guard !isDelivering else {
            queuedValues.append(value)
            return
        }
        isDelivering = true
        beforeDelivery(value)
        deliver(value)
        if hasDeferredRemovals || !queuedValues.isEmpty {
            finishDelivery(beforeDelivery: beforeDelivery)
        }
        isDelivering = false
    }

    /// Runs `body` (which may call observers) as if it were a delivery: values sent meanwhile are
    /// queued and delivered afterwards. Used for a new property observer's first value.
    func deliverAsOne(_ body: () -> Void, beforeDelivery: (Value) -> Void) {
        guard !isDelivering else {
            body()
            return
        }
        isDelivering = true
        body()
        finishDelivery(beforeDelivery: beforeDelivery)
        isDelivering = false
    }

    @inlinable
    @inline(__always)
    func deliver(_ value: Value) {
        // Observers added during this delivery are appended past `count`, so they wait for the next
        // value; removals are deferred, so every index below `count` stays valid.
        let count = registrations.count
        var index = 0
        while index < count {
            // The array keeps the registration alive for the whole call (removals are deferred), so
            // borrow it instead of paying a retain/release per observer per value.
            borrow(Unmanaged.passUnretained(registrations[index])) { $0.action(value) }
            index += 1
        }
    }

    /// Calls `body` with `registration` without retaining it: the caller guarantees it stays alive.
    ///
    /// A helper of our own (not a closure passed straight to the standard library's
    /// `_withUnsafeGuaranteedRef`): the compiler guards a main-actor closure handed to a module built
    /// without strict concurrency with a runtime executor check, which would cost more than the retain.
    @inlinable
    func borrow(_ registration: Unmanaged<Registration>, _ body: (Registration) -> Void) {
        registration._withUnsafeGuaranteedRef(body)
    }

    /// The slow path after a delivery: apply deferred removals, then deliver queued values in order.
    @usableFromInline
    func finishDelivery(beforeDelivery: (Value) -> Void) {
        while true {
            if hasDeferredRemovals {
                hasDeferredRemovals = false
                registrations.removeAll { $0.isRemoved }
            }
            guard !queuedValues.isEmpty else { return }
            let next = queuedValues.removeFirst()
            beforeDelivery(next)
            deliver(next)
        }
    }
}
