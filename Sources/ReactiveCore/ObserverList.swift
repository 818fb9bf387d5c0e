/// The observers of a signal or property, in registration order, and the state of its delivery.
///
/// Stored inline in each ``Node`` (one object per node, not a node plus a list); the logic that walks it is
/// ``Node``'s.
@usableFromInline
struct ObserverList<Value> {
    /// The first observer registered; it owns the next, and so on.
    @usableFromInline var first: Registration<Value>?

    /// The last observer registered, where the next one is appended, and where a delivery stops. Not owning,
    /// for the same reason as ``Registration/previous``: the one before it, or ``first``, owns it.
    @usableFromInline var last: Unretained<Registration<Value>>?

    /// How many observers are registered and not removed: a derived node follows its sources while this is
    /// not zero, and an unobserved derived property computes its value when read (``Property/value``). Read and
    /// written by the `@inlinable` paths (`add`, `remove`, `value`), hence `@usableFromInline`.
    @usableFromInline var count = 0

    /// True while a value is being delivered; values sent meanwhile are queued (rule 5).
    @usableFromInline var isDelivering = false

    /// Set when an observer was removed during the delivery under way: it is unlinked once the delivery ends.
    @usableFromInline var hasDeferredRemovals = false

    /// Values sent during a delivery, delivered in order after it.
    @usableFromInline var queuedValues: ContiguousArray<Value> = []

    @inlinable
    init() {}
}
