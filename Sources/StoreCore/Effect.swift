/// What a reducer asks the store to do after it changed the state: nothing, async work that sends actions back, or
/// the cancellation of work already running.
///
/// A reducer returns it as a value and never runs it: the ``Store`` performs its work, in order, after the reduce.
public struct Effect<Action> {
    /// One thing for the store to do.
    enum Work {
        /// Start `operation` as a task of the store's, cancellable by `id` when it has one.
        case run(id: AnyHashable?, cancelInFlight: Bool, operation: @MainActor (Send<Action>) async -> Void)
        /// Cancel every running piece of work started with `id`.
        case cancel(id: AnyHashable)
    }

    /// The work to do, in order; empty for ``none``.
    let work: [Work]

    /// No work: the reducer only changed the state.
    public static var none: Self { Self(work: []) }

    /// Async work that sends actions back through the ``Send`` it is given; it cannot be cancelled by id, only with
    /// the store. It starts at once: what it does before its first suspension has happened when `send` returns.
    public static func run(_ operation: @escaping @MainActor (Send<Action>) async -> Void) -> Self {
        Self(work: [.run(id: nil, cancelInFlight: false, operation: operation)])
    }

    /// Async work that sends actions back, cancellable by `id` (``cancel(id:)``); with `cancelInFlight`, the work
    /// already running with the same id is cancelled first — for a request that restarts, like a row that shows again.
    public static func run(
        id: some Hashable,
        cancelInFlight: Bool = false,
        _ operation: @escaping @MainActor (Send<Action>) async -> Void
    ) -> Self {
        Self(work: [.run(id: AnyHashable(id), cancelInFlight: cancelInFlight, operation: operation)])
    }

    /// Cancels every running piece of work started with `id`: none of it sends anything afterwards.
    public static func cancel(id: some Hashable) -> Self {
        Self(work: [.cancel(id: AnyHashable(id))])
    }

    /// All of `effects`' work, in the order given: a ``cancel(id:)`` before a ``run(id:cancelInFlight:_:)`` with the
    /// same id cancels the old work and leaves the new running.
    public static func merge(_ effects: Self...) -> Self {
        Self(work: effects.flatMap(\.work))
    }
}
