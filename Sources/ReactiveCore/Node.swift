/// What ``Signal``, ``Property`` and ``MutableProperty`` share: a list of observers, and the delivery rules of
/// `README.md` (rules 1–7), written once. Only this library makes nodes.
///
/// A node keeps its observers alive: outside observations' closures, and derived nodes following it. A derived node
/// follows its sources only while it is observed: its first observer starts it following them, the last one leaving
/// stops it. Who holds whom is in ``Upstream``: a chain belongs to its ultimate sources, and ends when they go.
@MainActor
public class Node<Value> {
    /// An observer of a node, which the node keeps alive while it is registered.
    enum Observer {
        /// An outside observation's closure.
        case action(@MainActor (Value) -> Void)
        /// A derived node following this one, and the function that hands it a value: made where the derived node's
        /// type is known, so that it runs specialised for it (see ``derivation``).
        case follower(AnyObject, @MainActor (AnyObject, Value) -> Void)

        @MainActor
        func receive(_ value: Value) {
            switch self {
            case .action(let action): action(value)
            case .follower(let follower, let receive): receive(follower, value)
            }
        }
    }

    /// The observers and the delivery under way, in one stored property. Swift checks every access to a class's
    /// stored property for exclusivity at run time; kept together, they are read and changed in one access as a
    /// delivery starts and one as it ends, instead of one per property each time.
    private var state: State

    /// An observer after the first, with the number that removes it.
    typealias Entry = (id: Int, observer: Observer)

    /// Performs a derived node's steps; nil for a pipe's signal, a mutable property or a constant, which follow
    /// nothing.
    ///
    /// A function handed the node, made by the derived node's class where its types are known, so that it runs
    /// specialised for them. Methods overridden in a generic class would read better, but called through the base
    /// class they run unspecialised, looking up every generic type they touch at run time: building a chain cost
    /// several times as much that way (Benchmarks/README.md).
    let derivation: (@MainActor (Node<Value>, Step) -> Void)?

    /// A node; a derived one follows its sources with `derivation`, and one that `never` changes (a constant)
    /// registers no observer.
    init(derivation: (@MainActor (Node<Value>, Step) -> Void)? = nil, never: Bool = false) {
        state = State(hasEnded: never)
        self.derivation = derivation
    }

    // MARK: - Observers

    /// How many observers are registered.
    final var observerCount: Int {
        state.first == nil ? 0 : 1 + state.others.count
    }

    /// Registers `observer`, which this node keeps alive until it is removed, and returns the number that removes it;
    /// a node that has ended registers nothing, and returns nil. Registered during a delivery, it waits for the next
    /// value (rule 4). The first observer starts a derived node following its sources.
    @discardableResult
    final func add(_ observer: Observer) -> Int? {
        guard !state.hasEnded else { return nil }
        let id = state.nextID
        state.nextID += 1
        if state.first == nil {
            (state.first, state.firstID) = (observer, id)
            derivation?(self, .start)
        } else {
            state.others.append((id, observer))
        }
        return id
    }

    /// Unregisters the observer registered under `id`. A delivery under way still reaches it (rule 4). The last one
    /// leaving stops a derived node following its sources.
    final func remove(_ id: Int) {
        if state.first != nil, state.firstID == id {
            guard !state.others.isEmpty else {
                state.first = nil
                derivation?(self, .stop)
                return
            }
            (state.firstID, state.first) = state.others.removeFirst()
        } else if let index = state.others.firstIndex(where: { $0.id == id }) {
            state.others.remove(at: index)
        }
    }

    /// Ends this node: it will never send again (its sources have gone, `take(during:)`'s lifetime has ended, or it is
    /// going: a mutable property or a pipe's signal calls this as it goes, because the derived nodes following it
    /// refer to it unowned, a reference that must not be read once its object has gone). The derived nodes following
    /// it forget it, and end in turn if it was their last source; every observer is let go, which stops this node
    /// following its own sources.
    final func end() {
        state.hasEnded = true
        while let first = state.first {
            if case .follower(let follower, _) = first { (follower as? any Forgetting)?.forget(ObjectIdentifier(self)) }
            remove(state.firstID)
        }
    }

    // MARK: - Delivery

    /// Delivers `value` to the observers, or queues it if a delivery is under way (rule 5). `willDeliver` runs just
    /// before `value`, and each value queued meanwhile, is delivered: a property stores its value there, so that its
    /// value is always what its observers were last sent (rule 6).
    final func send(_ value: Value, willDeliver: (Value) -> Void = { _ in }) {
        guard let (first, others) = state.start() else { return state.queued.append(value) }
        deliver(value, to: first, others, willDeliver: willDeliver)
        deliverQueued(willDeliver: willDeliver)
    }

    /// Runs `body`, which hands one observer the current value, as a delivery: values sent meanwhile are queued and
    /// delivered when it returns (rule 7).
    final func deliverAsOne(_ body: () -> Void, willDeliver: (Value) -> Void) {
        guard state.start() != nil else { return body() }
        body()
        deliverQueued(willDeliver: willDeliver)
    }

    /// Calls the observers registered when the delivery of `value` began, in order: an observer added or removed
    /// meanwhile does not disturb the copy they were taken from (rule 4).
    private func deliver(_ value: Value, to first: Observer?, _ others: [Entry], willDeliver: (Value) -> Void) {
        willDeliver(value)
        first?.receive(value)
        for index in others.indices {
            others[index].observer.receive(value)
        }
    }

    private func deliverQueued(willDeliver: (Value) -> Void) {
        while !state.finish() {
            deliver(state.queued.removeFirst(), to: state.first, state.others, willDeliver: willDeliver)
        }
    }

    // MARK: - Derived nodes

    /// Whether this is a derived node. Observing a derived node keeps its ultimate sources alive until the observation
    /// ends; a pipe's signal, a mutable property or a constant is kept by its owner alone.
    final var isDerived: Bool {
        derivation != nil
    }

    /// Has `observation` keep the ultimate sources this node follows: itself, for a node that is not derived.
    final func keepRoots(in observation: Observation) {
        guard let derivation else { return observation.keep(self) }
        derivation(self, .keepRoots(observation))
    }

    /// A property's value, as the derived properties following it read it: a derived property nobody observes brings
    /// it up to date from its sources first.
    final var latest: Value {
        guard let property = self as? Property<Value> else { return (self as! MutableProperty<Value>).value }
        if observerCount == 0 { derivation?(self, .refresh) }
        return property.storedValue
    }

    private struct State {
        /// The first observer and its number, kept apart (most nodes have exactly one), then the others in
        /// registration order.
        var first: Observer?
        var firstID = 0
        var others: [Entry] = []

        /// The number the next observer is registered under.
        var nextID = 0

        var isDelivering = false

        /// The values sent during the delivery under way, to deliver after it.
        var queued: [Value] = []

        /// Whether the node has ended, or never changes: it registers no observer.
        var hasEnded: Bool

        /// Starts a delivery and returns the observers to call; returns nil if a delivery is under way. Like
        /// ``finish()``, it calls nothing: an access that calls nothing cannot conflict with another, which makes the
        /// run-time check cheaper.
        mutating func start() -> (Observer?, [Entry])? {
            guard !isDelivering else { return nil }
            isDelivering = true
            return (first, others)
        }

        /// Ends the delivery, unless values are queued; returns whether it ended.
        mutating func finish() -> Bool {
            guard queued.isEmpty else { return false }
            isDelivering = false
            return true
        }
    }
}

/// What a derived node is asked to do (``Node/derivation``).
enum Step {
    /// Start following the sources (the first observer registered), and bring a property's value up to date.
    case start
    /// Stop following the sources (the last observer left).
    case stop
    /// Bring a property's value up to date from its sources without following them (asked for its value while nobody
    /// observes it).
    case refresh
    /// Forget the source the identifier names: it has gone, or ended.
    case forget(ObjectIdentifier)
    /// Have the observation keep the ultimate sources the node follows.
    case keepRoots(Observation)
}

/// A node that can forget a source it follows: what a source that goes, or ends, tells its followers.
@MainActor
protocol Forgetting: AnyObject {
    func forget(_ source: ObjectIdentifier)
}

extension Node: Forgetting {
    func forget(_ source: ObjectIdentifier) {
        derivation?(self, .forget(source))
    }
}

/// A derived node's reference to one of its sources, and who holds whom.
///
/// A derived node holds a derived source. It holds a mutable property or a pipe's signal too while it does not follow
/// it, to read its value from it; while it follows it, the source holds the node (on its list) and the reference is
/// unowned, so that a chain belongs to its ultimate sources and never holds itself in a loop. A mutable property or a
/// pipe's signal that goes tells its followers; a derived node left with no source ends, which tells its own.
@MainActor
struct Upstream<Input> {
    private var held: Node<Input>?
    private unowned var followed: Node<Input>?

    /// The identity of the source: an unowned reference must not be read once its object has gone, so this, not the
    /// reference, tells which source went.
    private let id: ObjectIdentifier

    /// The number the source registered the node under, while the node follows it.
    private var registration: Int?

    init(_ source: Node<Input>) {
        held = source
        id = ObjectIdentifier(source)
    }

    /// The source, unless it has gone.
    var source: Node<Input>? {
        held ?? followed
    }

    /// Does `step`'s part for this source; `follower` is the derived node's registration on it. Returns whether the
    /// source is still there.
    ///
    /// Following a mutable property or a pipe's signal, which then holds the node, the node lets it go; stopping, it
    /// holds it again. A source that has ended registers nothing, and is left held.
    @discardableResult
    mutating func perform(_ step: Step, as follower: @autoclosure () -> Node<Input>.Observer) -> Bool {
        switch step {
        case .start:
            guard let source, let registration = source.add(follower()) else { break }
            self.registration = registration
            if !source.isDerived { (held, followed) = (nil, source) }
        case .stop:
            guard let registration, let source else { break }
            (held, followed, self.registration) = (source, nil, nil)
            source.remove(registration)
        case .forget(let id) where id == self.id:
            (held, followed, registration) = (nil, nil, nil)
        case .keepRoots(let observation):
            source?.keepRoots(in: observation)
        case .refresh, .forget:
            break
        }
        return source != nil
    }
}
