/// What a reducer asks the store to do after it changed the state: nothing, async work that sends actions back, or
/// the cancellation of work already running.
///
/// A reducer returns it as a value and never runs it: the ``Store`` performs its work, in order, after the reduce.
public struct Effect<Action> {
    /// One thing for the store to do. An id is a path: the ids of the scopes the effect came through
    /// (``scope(id:action:)``), outermost first, then the id it was given; empty for work given none, outside a scope.
    enum Work {
        /// Start `operation` as a task of the store's, cancellable by `id` unless it is empty.
        case run(id: [AnyHashable], cancelInFlight: Bool, operation: @MainActor (Send<Action>) async -> Void)
        /// Cancel every running piece of work whose id begins with `id`: its own, or a whole scope's.
        case cancel(id: [AnyHashable])
    }

    /// The work to do, in order; empty for ``none``.
    let work: [Work]

    /// No work: the reducer only changed the state.
    public static var none: Self { Self(work: []) }

    /// Async work that sends actions back through the ``Send`` it is given; it cannot be cancelled by id, only with
    /// the store. It starts at once: what it does before its first suspension has happened when `send` returns.
    public static func run(_ operation: @escaping @MainActor (Send<Action>) async -> Void) -> Self {
        Self(work: [.run(id: [], cancelInFlight: false, operation: operation)])
    }

    /// Async work that sends actions back, cancellable by `id` (``cancel(id:)``); with `cancelInFlight`, the work
    /// already running with the same id is cancelled first — for a request that restarts, like a row that shows again.
    public static func run(
        id: some Hashable,
        cancelInFlight: Bool = false,
        _ operation: @escaping @MainActor (Send<Action>) async -> Void
    ) -> Self {
        Self(work: [.run(id: [AnyHashable(id)], cancelInFlight: cancelInFlight, operation: operation)])
    }

    /// Cancels every running piece of work started with `id`: none of it sends anything afterwards.
    public static func cancel(id: some Hashable) -> Self {
        Self(work: [.cancel(id: [AnyHashable(id)])])
    }

    /// All of `effects`' work, in the order given: a ``cancel(id:)`` before a ``run(id:cancelInFlight:_:)`` with the
    /// same id cancels the old work and leaves the new running.
    public static func merge(_ effects: Self...) -> Self {
        Self(work: effects.flatMap(\.work))
    }

    /// This effect as the effect of a parent feature that keeps this feature's state as its part `id` (a screen on a
    /// stack): every action its work sends back reaches the parent as `toAction(action)`. Its ids become the part's
    /// own — a ``cancel(id:)`` returned here cancels this part's work only, never another part's with the same id —
    /// and the parent's `.cancel(id: id)` cancels all of this part's work, with an id or without.
    public func scope<ParentAction>(
        id: some Hashable,
        action toAction: @escaping @MainActor (Action) -> ParentAction
    ) -> Effect<ParentAction> {
        let scope = AnyHashable(id)
        return Effect<ParentAction>(
            work: work.map { work in
                switch work {
                case .run(let id, let cancelInFlight, let operation):
                    .run(id: [scope] + id, cancelInFlight: cancelInFlight) { send in
                        await operation(Send { action in send(toAction(action)) })
                    }
                case .cancel(let id):
                    .cancel(id: [scope] + id)
                }
            }
        )
    }
}
