/// How long something lives: it ends once, when its ``Token`` is released (a mutable property's, when the property
/// goes), and then disposes everything added to it.
///
/// The owner keeps the ``Token`` (as a stored property, or attached to a view) and hands out the `Lifetime`;
/// holding a `Lifetime` never keeps the owner alive. Bindings (`<~`) and ``Signal/take(during:)`` end with it.
@MainActor
public final class Lifetime {
    /// What to dispose when the lifetime ends, in the order it was added.
    private var disposables: [any Disposable] = []

    /// When ``disposables`` reaches this size, the ones already disposed are dropped first. Doubling it after each
    /// sweep keeps adding cheap (no scan per add) while a long-lived lifetime whose bindings end early stays as
    /// small as what it really holds.
    private var sweepThreshold = 8

    /// Whether the lifetime has ended (its token was released).
    public private(set) var hasEnded = false

    /// Made by a ``Token``, or by a ``MutableProperty``, which ends it when it goes.
    init() {}

    /// A new lifetime and the token that ends it: keep the token in the owner, hand out the lifetime.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (token.lifetime, token)
    }

    /// Disposes `disposable` when the lifetime ends, or at once if it has already ended.
    public func add(_ disposable: any Disposable) {
        guard !hasEnded else { return disposable.dispose() }
        if disposables.count >= sweepThreshold {
            disposables.removeAll { $0.isDisposed }
            sweepThreshold = max(8, disposables.count * 2)
        }
        disposables.append(disposable)
    }

    /// Disposes `disposable` when `lifetime` ends, or at once if it has already ended.
    public static func += (lifetime: Lifetime, disposable: any Disposable) {
        lifetime.add(disposable)
    }

    /// Calls `action` once when the lifetime ends (at once if it already has). Dispose the result to cancel the call
    /// and release `action`.
    @discardableResult
    public func observeEnded(_ action: @escaping @MainActor () -> Void) -> any Disposable {
        let call = EndCall(action)
        guard !hasEnded else {
            call.run()
            return call
        }
        add(call)
        return call
    }

    /// Ends the lifetime; called once, by its token or its mutable property as it goes.
    func end() {
        hasEnded = true
        let ending = disposables
        disposables = []
        for disposable in ending {
            if let call = disposable as? EndCall {
                call.run()
            } else {
                disposable.dispose()
            }
        }
    }

    /// Ends its ``Lifetime`` when released. The owner keeps it; nothing else should.
    @MainActor
    public final class Token {
        /// The lifetime this token ends.
        public let lifetime = Lifetime()

        /// A token with a fresh lifetime.
        public init() {}

        // Isolated, so ending the lifetime (main-actor state) is safe even if the owner's last reference is dropped
        // off the main actor: the runtime then hops to it.
        isolated deinit {
            lifetime.end()
        }
    }

    /// A call waiting for the lifetime to end: the lifetime runs it; disposing it first cancels it.
    private final class EndCall: Disposable {
        private var action: (@MainActor () -> Void)?

        init(_ action: @escaping @MainActor () -> Void) {
            self.action = action
        }

        var isDisposed: Bool { action == nil }

        func dispose() {
            action = nil
        }

        func run() {
            let action = self.action
            self.action = nil
            action?()
        }
    }
}
