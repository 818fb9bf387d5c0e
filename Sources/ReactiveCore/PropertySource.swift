/// A property as the operators see it: what a derived property reads and where it registers.
///
/// The one requirement of ``PropertyProtocol`` that is plumbing rather than API: only ``Property`` and
/// ``MutableProperty`` can make one (its members are internal), which is what makes them the only
/// conformers. An enum of the two, not an existential, so a derived node reaches its source without dynamic
/// casts or witness tables, and holds it strongly.
@MainActor
public struct PropertySource<Value> {
    @usableFromInline
    enum Kind {
        case property(Property<Value>)
        case mutable(MutableProperty<Value>)
    }

    @usableFromInline let kind: Kind

    @inlinable
    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The source's current value.
    @inlinable
    var value: Value {
        switch kind {
        case .property(let property): property.value
        case .mutable(let property): property.value
        }
    }

    /// The source's stored value, not brought up to date: what a new derived property starts from, as a
    /// placeholder. Nothing reads a derived property's stored value before it is brought up to date (when it
    /// starts following its sources, or is asked for its value while it does not), and reading the source's
    /// `value` here would compute an inactive source afresh at every step of a chain (`map(f).skipRepeats()`
    /// called `f` three times, the avatar's account look-up with its allocations).
    @inlinable
    var storedValue: Value {
        switch kind {
        case .property(let property): property.storedValue
        case .mutable(let property): property.storedValue
        }
    }

    /// Registers a derived node on the source.
    @inlinable
    func add(_ registration: Registration<Value>) {
        switch kind {
        case .property(let property): property.add(registration)
        case .mutable(let property): property.add(registration)
        }
    }

    /// Removes a derived node's registration from the source.
    @inlinable
    func remove(_ registration: Registration<Value>) {
        switch kind {
        case .property(let property): property.remove(registration)
        case .mutable(let property): property.remove(registration)
        }
    }
}
