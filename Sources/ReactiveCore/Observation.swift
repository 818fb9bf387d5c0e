/// An outside observer's registration: the closure given to `observe`, and the ``Disposable`` that ends it.
/// One object for both.
///
/// The source keeps it (and so the closure and what it captures) while it is registered. Back to the source:
/// weakly when the source is a signal or property kept by its owner alone, so observing never keeps one alive
/// (rule 18); strongly, through ``Registration/retained``, when the source is derived, which an observation
/// keeps alive until it ends (README rule 18) — and a weak reference would give the source a side
/// table, which slows every retain and release of it and costs ~90 ns to set up.
@usableFromInline
final class Observation<Source: Node>: Registration<Source.Value>, Disposable {
    /// The observer's closure, released once the observation has ended and been unlinked (rule 12). Read on
    /// every update, never across a call into observer code: no dynamic exclusivity check (see
    /// ``Registration/next``).
    @usableFromInline @exclusivity(unchecked) final var action: (@MainActor (Source.Value) -> Void)?

    /// The source, if it is kept by its owner alone.
    @usableFromInline @exclusivity(unchecked) final weak var ownedSource: Source?

    /// The source, if it is derived: kept alive by ``Registration/retained`` while this observation is registered.
    @usableFromInline final let derivedSource: Unretained<Source>?

    @usableFromInline @exclusivity(unchecked) final var hasEnded = false

    /// Removes this observation from its source. Built in the `@inlinable` initialiser, so the removal (and a
    /// derived source's deactivation it may start) runs specialised: ``dispose()`` is reached through the
    /// `Disposable` existential, whose witness would run unspecialised.
    @usableFromInline let removeFromSource: @MainActor (Observation) -> Void

    @inlinable
    init(source: Source, action: @escaping @MainActor (Source.Value) -> Void) {
        self.action = action
        derivedSource = source.isDerived ? Unretained(source) : nil
        removeFromSource = { observation in
            if let source = observation.derivedSource {
                source.borrow { $0.remove(observation) }
            } else {
                observation.ownedSource?.remove(observation)
            }
        }
        super.init { registration, value in
            // Copied out (retained) for the call: the observer may end itself, which releases `action`.
            unsafeDowncast(registration, to: Observation.self).action?(value)
        }
        if derivedSource == nil {
            ownedSource = source
        } else {
            retained = source
        }
    }

    /// Whether the observation has ended: disposed, ended by its source (`take(during:)`), or its source has
    /// gone. A ``Lifetime`` drops it then, which frees the closure.
    @usableFromInline
    var isDisposed: Bool {
        hasEnded || (derivedSource == nil && ownedSource == nil)
    }

    /// Stops delivery and releases the closure; later calls do nothing. Disposed during a delivery, it still
    /// receives the value being delivered (rule 4), and lets the closure go when that delivery ends.
    @usableFromInline
    func dispose() {
        guard !hasEnded else { return }
        hasEnded = true
        if derivedSource == nil && ownedSource == nil {
            // The source went first: its list, and so this observation's place in it, is gone.
            action = nil
            next = nil
        } else {
            removeFromSource(self)
        }
    }

    @usableFromInline
    override func didUnlink() {
        hasEnded = true
        action = nil
    }
}
