/// How long something lives: it ends once, when its ``Token`` is released, and then disposes everything
/// added to it.
///
/// The owner keeps the ``Token`` (usually as a stored property, or attached to a view) and hands out the
/// `Lifetime`; holding a `Lifetime` never keeps the owner alive. Bindings (`<~`) and
/// ``Signal/take(during:)`` end with it. Created with ``make()`` or ``Token/init()``.
@MainActor
public final class Lifetime {
    /// The first disposable added, kept apart: most lifetimes (a widget's) end one binding or two, and an
    /// array costs an allocation of its own.
    private var first: (any Disposable)?

    /// The others, in the order they were added.
    private var others: [any Disposable] = []

    /// When ``others`` reaches this size, the disposables already disposed are dropped first. Doubling it after
    /// each compaction keeps adding O(1) on average (no scan per add) while a long-lived lifetime whose
    /// bindings are disposed early (a screen's rows) stays as small as what it really holds.
    private var compactionThreshold = 8

    /// Whether the lifetime has ended (its token was released).
    public private(set) var hasEnded = false

    private init() {}

    /// A new lifetime and the token that ends it: keep the token in the owner, hand out the lifetime.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (token.lifetime, token)
    }

    /// Disposes `disposable` when the lifetime ends, or at once if it has already ended.
    public func add(_ disposable: any Disposable) {
        guard !hasEnded else {
            disposable.dispose()
            return
        }
        if first?.isDisposed ?? true {
            first = disposable
            return
        }
        if others.count >= compactionThreshold {
            others.removeAll { $0.isDisposed }
            compactionThreshold = max(8, others.count * 2)
        }
        others.append(disposable)
    }

    /// Disposes `disposable` when `lifetime` ends, or at once if it has already ended.
    public static func += (lifetime: Lifetime, disposable: any Disposable) {
        lifetime.add(disposable)
    }

    /// Calls `action` once when the lifetime ends (at once if it already has). Dispose the result to
    /// cancel the call (and release `action`).
    @discardableResult
    public func observeEnded(_ action: @escaping @MainActor () -> Void) -> any Disposable {
        let observation = EndObservation(action)
        guard !hasEnded else {
            observation.lifetimeDidEnd()
            return observation
        }
        add(observation)
        return observation
    }

    private func end() {
        guard !hasEnded else { return }
        hasEnded = true
        let ending = (first, others)
        first = nil
        others = []
        end(ending.0)
        for disposable in ending.1 {
            end(disposable)
        }
    }

    /// Disposes `disposable`, or runs it if it is a call waiting for this end.
    private func end(_ disposable: (any Disposable)?) {
        if let observation = disposable as? EndObservation {
            observation.lifetimeDidEnd()
        } else {
            disposable?.dispose()
        }
    }

    /// Ends its ``Lifetime`` when released. The owner keeps it; nothing else should.
    @MainActor
    public final class Token {
        /// The lifetime this token ends.
        public let lifetime: Lifetime

        /// A token with a fresh lifetime.
        public init() {
            lifetime = Lifetime()
        }

        // Isolated, so disposing (which touches main-actor state) is safe even if the owner's last
        // reference is dropped off the main actor: the runtime then hops to it.
        isolated deinit {
            lifetime.end()
        }
    }
}
