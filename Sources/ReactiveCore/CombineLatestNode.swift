/// The node of a property made by `combineLatest`: follows both sources while the combined property is
/// observed. It is its own registration on the first source (like ``MapNode``) and registers a
/// ``CombinedInput`` on the second.
///
/// The combined property owns it and it owns its second input; it holds both sources strongly.
@usableFromInline
final class CombineLatestNode<First, Second>: Registration<First> {
    @usableFromInline let firstSource: PropertySource<First>
    @usableFromInline let secondSource: PropertySource<Second>
    @usableFromInline let second: CombinedInput<Second, (First, Second)>

    /// The combined property; not owning, as in ``MapNode``.
    @usableFromInline let target: Unretained<Property<(First, Second)>>

    @inlinable
    init(
        _ firstSource: PropertySource<First>, _ secondSource: PropertySource<Second>, target: Property<(First, Second)>
    ) {
        self.firstSource = firstSource
        self.secondSource = secondSource
        self.target = Unretained(target)
        second = CombinedInput(target: target) { pair, second in (pair.0, second) }
        super.init { registration, value in
            // Each side reads the other's latest value from the combined property itself, so neither source
            // refers to the other.
            unsafeDowncast(registration, to: CombineLatestNode.self).target.borrow {
                $0.update((value, $0.storedValue.1))
            }
        }
    }

    /// This node as its property's ``Derivation``.
    @inlinable
    var derivation: Derivation {
        Derivation(node: self) { node, step in unsafeDowncast(node, to: CombineLatestNode.self).perform(step) }
    }

    @inlinable
    func perform(_ step: Derivation.Step) {
        switch step {
        case .refresh:
            target.borrow { $0.storedValue = (firstSource.value, secondSource.value) }
        case .activate:
            retained = target.object
            second.retained = target.object
            firstSource.add(self)
            secondSource.add(second)
            perform(.refresh)
        case .deactivate:
            firstSource.remove(self)
            secondSource.remove(second)
        }
    }
}
