/// An outside observer's registration on a signal or property, and the ``Disposable`` that ends it.
///
/// The node's list keeps the observer's closure; disposing takes it out, so the closure, and what it captures, is
/// freed (once a delivery under way, which still reaches it, has ended). Nothing in the chain refers to the
/// observation: dropped without being disposed, it lets the chain live on as long as its sources do.
///
/// It refers to a pipe's signal or a mutable property weakly — observing never keeps one alive. It holds a derived
/// node and the ultimate sources that node follows, and a read-only view and the property it shows: observing
/// either keeps it, and its sources, alive until the observation ends.
@MainActor
final class Observation: Disposable {
    private weak var owned: AnyObject?
    private var derived: AnyObject?

    /// What the observation keeps alive besides the node: its ultimate sources. Most chains have one, kept apart so
    /// that observing one allocates no array.
    private var root: AnyObject?
    private var otherRoots: [AnyObject] = []

    /// The number the observer is registered under on the node; nil if the node has ended, and registered nothing.
    private var id: Int?

    /// Takes the observer out of the node's list. Made where the node's type is known, so that it runs specialised
    /// for it even though disposing goes through ``Disposable`` (see ``Node/Derivation``).
    private let unregister: @MainActor (AnyObject, Int) -> Void

    /// Registers `action` on `node`; `view` is the read-only view observed through it, if any (``Property``'s
    /// `init(capturing:)`).
    init<Value>(of node: Node<Value>, through view: AnyObject? = nil, action: @escaping @MainActor (Value) -> Void) {
        unregister = { ($0 as! Node<Value>).remove($1) }
        if node.isDerived {
            derived = node
            node.keepRoots(in: self)
        } else {
            owned = node
        }
        if let view {
            keep(view)
        }
        id = node.add(.action(action))
    }

    /// Keeps `root`, an ultimate source of the derived node observed, alive until the observation ends.
    func keep(_ root: AnyObject) {
        if self.root == nil {
            self.root = root
        } else {
            otherRoots.append(root)
        }
    }

    /// Whether the observation has ended: disposed, or its signal or property has gone.
    var isDisposed: Bool {
        owned == nil && derived == nil
    }

    /// Takes the observer out of the list; later calls do nothing.
    func dispose() {
        let node = derived ?? owned
        owned = nil
        derived = nil
        // Unregistered first, so that a derived node that stops following holds its sources again before the
        // observation lets them go.
        if let node, let id {
            unregister(node, id)
        }
        (root, otherRoots) = (nil, [])
    }
}
