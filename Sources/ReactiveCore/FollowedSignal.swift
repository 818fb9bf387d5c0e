/// How a `Property(initial:then:)` follows its signal: for the property's whole life, observed or not,
/// since the property must remember the last value sent.
///
/// The property owns this object, and this object owns the observation of the signal: when the property goes,
/// this object goes and disposes it, so the signal stops delivering (and a derived signal stops following its
/// own sources). The observation holds the property weakly: the signal must not keep it alive, or the property
/// could never go. While the property is observed, its observers keep it alive, as they keep every derived
/// property: an ``Observation`` or a derived node holds a derived source strongly.
@MainActor
final class FollowedSignal<Value> {
    private let observation: any Disposable

    init(_ values: Signal<Value>, into property: Property<Value>) {
        observation = values.observe { [weak property] in property?.update($0) }
    }

    // Isolated, like `Lifetime.Token`'s, so disposing is safe even if the property's last reference is dropped
    // off the main actor.
    isolated deinit {
        observation.dispose()
    }

    /// This object as its property's ``Derivation``: every step is a no-op, since the property is always up to
    /// date and follows the signal whether observed or not.
    var derivation: Derivation {
        Derivation(node: self) { _, _ in }
    }
}
