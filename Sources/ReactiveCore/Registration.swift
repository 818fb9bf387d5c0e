/// One observer in a signal's or property's list: an outside observation, or a derived node following its
/// source. Subclasses are ``Observation`` and the operators' nodes.
///
/// The list is linked through the registrations themselves, in registration order, so a derived node *is*
/// its own entry in its source's list: following a source costs no extra object, and adding or removing an
/// observer is O(1) (the previous one array-based design allocated a registration, a closure and a buffer per
/// link, and removed by scanning).
@usableFromInline
@MainActor
class Registration<Input> {
    /// Where a registration is in its list's life: a removal during a delivery leaves it linked, marked
    /// `.removed`, until the delivery ends (it still receives the value being delivered, rule 4).
    @usableFromInline
    enum State {
        case unlinked
        case linked
        case removed
    }

    /// Handles each value delivered. Each subclass builds it in its `@inlinable` initialiser, so it is
    /// specialised for the client's types (a method of a generic class would run unspecialised, through the
    /// vtable: ~1,000 instructions per update instead of ~50, measured with callgrind), and it captures nothing
    /// — it is handed its registration — so building it allocates nothing.
    @usableFromInline let receive: @MainActor (Registration<Input>, Input) -> Void

    // The link fields are touched on every registration, removal and delivery; like ``Node/observers`` they are
    // never accessed across a call into observer code, so their dynamic exclusivity checks are off.

    /// The observer registered after this one; the list owns its registrations through these links.
    @usableFromInline @exclusivity(unchecked) final var next: Registration<Input>?

    /// The observer registered before this one. Not owning: that one owns this one (through `next`), so it is
    /// alive whenever this is linked. (`weak` would allocate a side table per registration, ~90 ns each.)
    @usableFromInline @exclusivity(unchecked) final var previous: Unretained<Registration<Input>>?

    @usableFromInline @exclusivity(unchecked) final var state = State.unlinked

    /// What this registration keeps alive while it is linked: a derived node's own property or signal, so that
    /// an observed derived node stays alive as long as its source delivers to it; an outside observation's
    /// derived source, so that an observed derived node stays alive until the observation ends. The list
    /// releases it when it unlinks the registration, never during a delivery that may still reach it.
    @usableFromInline @exclusivity(unchecked) final var retained: AnyObject?

    @inlinable
    init(receive: @escaping @MainActor (Registration<Input>, Input) -> Void) {
        self.receive = receive
    }

    /// Called once the list has unlinked this registration: nothing will reach it any more.
    @usableFromInline
    func didUnlink() {}
}
