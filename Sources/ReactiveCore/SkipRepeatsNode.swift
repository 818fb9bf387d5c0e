/// The node of a property made by `skipRepeats`: follows one property while the derived property is
/// observed, and passes a value on only when it differs from the derived property's current value.
///
/// Ownership as in ``MapNode``.
@usableFromInline
final class SkipRepeatsNode<Value: Equatable>: Registration<Value> {
    @usableFromInline let source: PropertySource<Value>

    /// The derived property; not owning, as in ``MapNode``.
    @usableFromInline let target: Unretained<Property<Value>>

    @inlinable
    init(source: PropertySource<Value>, target: Property<Value>) {
        self.source = source
        self.target = Unretained(target)
        super.init { registration, value in
            unsafeDowncast(registration, to: SkipRepeatsNode.self).target.borrow { target in
                // The derived property changes only from here, one value at a time (its source queues
                // re-entrant changes), so its stored value is the last one passed on.
                if value != target.storedValue {
                    target.update(value)
                }
            }
        }
    }

    /// This node as its property's ``Derivation``.
    @inlinable
    var derivation: Derivation {
        Derivation(node: self) { node, step in unsafeDowncast(node, to: SkipRepeatsNode.self).perform(step) }
    }

    @inlinable
    func perform(_ step: Derivation.Step) {
        switch step {
        case .refresh:
            target.object.storedValue = source.value
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
