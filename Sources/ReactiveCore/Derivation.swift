/// How a derived property or signal follows its sources: its operator's node, and the one function that
/// starts it, stops it and brings its value up to date.
///
/// A derived node registers on its sources only while it is observed itself (README rules 18 and 26): its
/// first observer activates it, its last observer gone deactivates it. Inactive, it costs its sources
/// nothing, and nothing but its holders keep it alive.
///
/// A function, not a protocol the nodes conform to: a protocol witness of a generic class runs unspecialised,
/// and setting up `map → skipRepeats → observe` through witnesses cost ~22,000 instructions (metadata look-ups
/// on every step, callgrind); each node builds ``perform`` in its `@inlinable` initialiser instead, so the
/// steps run specialised for the client's types.
@usableFromInline
@MainActor
struct Derivation {
    /// What ``perform`` is asked to do.
    @usableFromInline
    enum Step {
        /// Bring the derived property's value up to date from the sources (asked while it is inactive).
        case refresh
        /// Start following: bring the value up to date and register on the sources, whose lists then keep the
        /// derived node alive.
        case activate
        /// Stop following: remove the registrations (once any delivery that may still reach them has ended).
        case deactivate
    }

    /// The operator's node. The derived property or signal owns it through this.
    @usableFromInline let node: AnyObject

    /// Performs a step on ``node``; captures nothing (it is handed the node), so it allocates nothing.
    @usableFromInline let perform: @MainActor (AnyObject, Step) -> Void

    @inlinable
    init(node: AnyObject, perform: @escaping @MainActor (AnyObject, Step) -> Void) {
        self.node = node
        self.perform = perform
    }
}
