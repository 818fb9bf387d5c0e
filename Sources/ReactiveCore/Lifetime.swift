/// How long something lives: it ends once, when its ``Token`` is released, and then disposes
/// everything added to it.
///
/// The owner keeps the ``Token`` (usually as a stored property) and hands out the `Lifetime`; holding
/// a `Lifetime` never keeps the owner alive. Bindings (`<~`) and ``Signal/take(during:)`` end with it.
/// Created with ``make()`` or ``Token/init()``.
@MainActor
public final class Lifetime {
    private var disposables: [Disposable] = []

    /// Whether the lifetime has ended (its token was released).
    public private(set) var hasEnded = false

    private init() {}

    /// A new lifetime and the token that ends it: keep the token in the owner, hand out the lifetime.
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let token = Token()
        return (token.lifetime, token)
    }

    /// Disposes `disposable` when the lifetime ends, or at once if it has already ended.
    public func add(_ disposable: Disposable) {
        guard !hasEnded else {
            disposable.dispose()
            return
        }
        // Observations disposed early would otherwise pile up in a long-lived lifetime.
        disposables.removeAll { $0.isDisposed }
        disposables.append(disposable)
    }

    /// Disposes `disposable` when `lifetime` ends, or at once if it has already ended.
    public static func += (lifetime: Lifetime, disposable: Disposable) {
        lifetime.add(disposable)
    }

    /// Calls `action` once when the lifetime ends (at once if it already has). Dispose the result to
    /// cancel the call.
    @discardableResult
    public func observeEnded(_ action: @escaping @MainActor () -> Void) -> Disposable {
        let disposable = Disposable(action)
        add(disposable)
        return disposable
    }

    private func end() {
        guard !hasEnded else { return }
        hasEnded = true
        let ending = disposables
        disposables = []
        for disposable in ending {
            disposable.dispose()
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
