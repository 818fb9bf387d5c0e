/// An outside observer's registration on a signal or property, and the ``Disposable`` that ends it.
///
/// The node's list keeps it, with the observer's closure; disposing it takes both out of the list, so the closure,
/// and what it captures, is freed (once a delivery under way, which still reaches it, has ended). It refers to a
/// pipe's signal or a mutable property weakly — observing never keeps one alive — and holds a derived node strongly:
/// observing a derived signal or property keeps it, and its sources, alive until the observation ends.
@MainActor
final class Observation<Value>: Disposable {
    private weak var owned: Node<Value>?
    private var derived: Node<Value>?

    init(of node: Node<Value>) {
        if node.isDerived {
            derived = node
        } else {
            owned = node
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
        node?.remove(self)
    }
}
