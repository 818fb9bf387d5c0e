/// The node of a property made by `map` (and `negate`, and `Property(capturing:)`, which maps with the
/// identity): follows one property while the derived property is observed, setting it to the transform of
/// every value.
///
/// It is its own registration in the source's list. The derived property owns it; while it is registered,
/// the source's list owns it and it keeps the derived property alive (``Registration/retained``).
@usableFromInline
final class MapNode<Input, Output>: Registration<Input> {
    /// The source, held strongly: a derived property keeps what it is derived from.
    @usableFromInline let source: PropertySource<Input>

    @usableFromInline let transform: @MainActor (Input) -> Output

    /// The derived property. Not owning: it owns this node, and while this node is registered the
    /// registration keeps it alive (``Registration/retained``), so it is alive whenever a value arrives.
    @usableFromInline let target: Unretained<Property<Output>>

    @inlinable
    init(source: PropertySource<Input>, target: Property<Output>, transform: @escaping @MainActor (Input) -> Output) {
        self.source = source
        self.target = Unretained(target)
        self.transform = transform
        super.init { registration, value in
            let node = unsafeDowncast(registration, to: MapNode.self)
            node.target.borrow { $0.update(node.transform(value)) }
        }
    }

    /// This node as its property's ``Derivation``.
    @inlinable
    var derivation: Derivation {
        Derivation(node: self) { node, step in unsafeDowncast(node, to: MapNode.self).perform(step) }
    }

    @inlinable
    func perform(_ step: Derivation.Step) {
        switch step {
        case .refresh:
            target.object.storedValue = transform(source.value)
        case .activate:
            // Registered first, which starts an inactive source following its own sources: then the value read
            // below is the source's stored one, not computed a second time.
            retained = target.object
            source.add(self)
            perform(.refresh)
        case .deactivate:
            source.remove(self)
        }
    }
}
