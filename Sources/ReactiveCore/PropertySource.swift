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
