/// A signal or a property: something with an ``ObserverList`` that it delivers values to. ``Signal``,
/// ``Property`` and ``MutableProperty`` conform; the delivery rules of `README.md` live here, once.
///
/// The hot path (``send(_:beforeDelivery:)`` and ``deliver(_:)``) is `@inlinable`, so clients run it
/// specialised for their types; queued values, deferred removals and deactivation are the slow path, kept out
/// of line in ``finishDelivery(beforeDelivery:)``.
@usableFromInline
@MainActor
protocol Node: AnyObject {
    associatedtype Value

    /// The observers and the delivery state. Stored `@exclusivity(unchecked)` by each conformer: it is
    /// touched several times per update, and no access to it is ever held across a call into observer code.
    var observers: ObserverList<Value> { get set }

    /// Whether this is a derived node, which an observation keeps alive until it ends (a pipe's signal, a
    /// mutable property and a constant are kept by their owners alone, and observed weakly).
    var isDerived: Bool { get }

    /// The first observer has registered: a derived node starts following its sources.
    func didGainFirstObserver()

    /// The last observer has gone (after the delivery under way, if any): a derived node stops following its
    /// sources, which may in turn stop following theirs.
    func didLoseLastObserver()
}

extension Node {
    /// Appends `registration` to the observers. Registered during a delivery, it receives the next value, not
    /// the current one (rule 4).
    @inlinable
    func add(_ registration: Registration<Value>) {
        switch registration.state {
        case .linked:
            return
        case .removed:
            // Removed earlier in the delivery under way and registered again: it keeps its place.
            registration.state = .linked
        case .unlinked:
            registration.state = .linked
            registration.previous = observers.last
            if let last = observers.last {
                last.borrow { $0.next = registration }
            } else {
                observers.first = registration
            }
            observers.last = Unretained(registration)
        }
        observers.count += 1
        if observers.count == 1 {
            didGainFirstObserver()
        }
    }

    /// Removes `registration` from the observers. During a delivery it stays linked, marked, and still receives
    /// the value being delivered; it is unlinked when the delivery ends, and so is the node's own deactivation
    /// deferred to then (rule 28).
    @inlinable
    func remove(_ registration: Registration<Value>) {
        guard registration.state == .linked else { return }
        observers.count -= 1
        if observers.isDelivering {
            registration.state = .removed
            observers.hasDeferredRemovals = true
            return
        }
        // What the registration kept alive is released last: for an outside observer of a derived node, that is
        // this very node.
        let released = unlink(registration)
        if observers.count == 0 {
            didLoseLastObserver()
        }
        extendLifetime(released)
    }

    /// Removes every observer at once (a `take(during:)` signal whose lifetime ended), deferred like
    /// ``remove(_:)`` during a delivery.
    func removeAll() {
        // Removing the last observer may release the last hold on this node (see ``remove(_:)``).
        defer { extendLifetime(self) }
        var registration = observers.first
        while let current = registration {
            registration = current.next
            remove(current)
        }
    }

    /// Makes `value` the current delivery, or queues it if a delivery is under way. `beforeDelivery` runs just
    /// before each value (this one and any queued meanwhile) is delivered: a property stores its value there, so
    /// its value and what its observers were told advance together (rule 6).
    @inlinable
    func send(_ value: Value, beforeDelivery: (Value) -> Void) {
        guard !observers.isDelivering else {
            observers.queuedValues.append(value)
            return
        }
        observers.isDelivering = true
        beforeDelivery(value)
        deliver(value)
        if observers.hasDeferredRemovals || !observers.queuedValues.isEmpty {
            finishDelivery(beforeDelivery: beforeDelivery)
        } else {
            observers.isDelivering = false
        }
    }

    /// Runs `body` (which calls an observer) as if it were a delivery: values sent meanwhile are queued and
    /// delivered afterwards. A new property observer's first value goes through here (rule 7).
    @inlinable
    func deliverAsOne(_ body: () -> Void, beforeDelivery: (Value) -> Void) {
        guard !observers.isDelivering else {
            body()
            return
        }
        observers.isDelivering = true
        body()
        if observers.hasDeferredRemovals || !observers.queuedValues.isEmpty {
            finishDelivery(beforeDelivery: beforeDelivery)
        } else {
            observers.isDelivering = false
        }
    }

    /// Calls every observer registered when the delivery began, in registration order.
    @inlinable
    @inline(__always)
    func deliver(_ value: Value) {
        // Observers registered during this delivery are linked after `last`, so they wait for the next value.
        // Removals are deferred, so every registration up to `last` stays linked, and owned by the list, until
        // the delivery ends: the walk can borrow each one instead of retaining and releasing it.
        guard let last = observers.last else { return }
        // Not bound to a name first: a `let` would keep a strong copy (a retain and a release) for the whole loop.
        var registration = Unretained(observers.first.unsafelyUnwrapped)
        while true {
            registration.borrow { $0.receive($0, value) }
            if registration.reference.toOpaque() == last.reference.toOpaque() { return }
            registration = registration.borrow { Unretained($0.next.unsafelyUnwrapped) }
        }
    }

    /// The slow path after a delivery: unlinks the observers removed during it, delivers the values queued
    /// meanwhile in order, ends the delivery, then stops following the sources if no observer is left.
    @usableFromInline
    func finishDelivery(beforeDelivery: (Value) -> Void) {
        // Unlinking an observer may release the last hold on this node (see ``remove(_:)``): hold it until done.
        // `extendLifetime`, not `withExtendedLifetime { }`: a main-actor closure handed to the standard library
        // gets a runtime executor check (~220 instructions).
        defer { extendLifetime(self) }
        var lostObservers = false
        while true {
            if observers.hasDeferredRemovals {
                observers.hasDeferredRemovals = false
                lostObservers = true
                unlinkRemoved()
            }
            guard !observers.queuedValues.isEmpty else { break }
            let next = observers.queuedValues.removeFirst()
            beforeDelivery(next)
            deliver(next)
        }
        observers.isDelivering = false
        if lostObservers, observers.count == 0 {
            didLoseLastObserver()
        }
    }

    /// Unlinks the registrations marked `.removed` during a delivery.
    func unlinkRemoved() {
        var registration = observers.first
        while let current = registration {
            registration = current.next
            if current.state == .removed {
                _ = unlink(current)
            }
        }
    }

    /// Takes `registration` out of the chain, and returns what it kept alive, for the caller to release last.
    @inlinable
    func unlink(_ registration: Registration<Value>) -> AnyObject? {
        let next = registration.next
        if let previous = registration.previous {
            previous.borrow { $0.next = next }
        } else {
            observers.first = next
        }
        if let next {
            next.previous = registration.previous
        } else {
            observers.last = registration.previous
        }
        registration.next = nil
        registration.previous = nil
        registration.state = .unlinked
        registration.didUnlink()
        let released = registration.retained
        registration.retained = nil
        return released
    }
}
