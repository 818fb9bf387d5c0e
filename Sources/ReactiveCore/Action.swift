/// A user action that runs async work, one run at a time: RAC's `RACCommand`.
///
/// Built from an enabled-if property and a body. Bind a button to ``isEnabled`` and call ``execute(_:)``
/// from its tap handler; the view model that creates the action owns it. The state machine:
/// - ``isEnabled`` is `enabledIf && !isExecuting`, repeats skipped;
/// - ``execute(_:)`` on a disabled action (including one already running) runs nothing and returns
///   `.failure(.disabled)`;
/// - otherwise it sets ``isExecuting`` to `true` synchronously, before the body starts (so a button
///   bound to ``isEnabled`` disables on the tap itself), runs the body, sends its output on ``values``
///   or its error on ``errors`` (which never terminates), then sets ``isExecuting`` back to `false` —
///   on success, failure and cancellation alike — and returns the outcome.
///
/// The body runs in a task of its own, started at once (`Task.immediate`) and awaited by ``execute(_:)``:
/// cancelling the task that awaits ``execute(_:)`` cancels the run, and so does the end of the owner's
/// `lifetime`, when the owner passes one — a view model that goes away mid-run stops the work it started.
/// A call keeps the action alive until it returns, so the action, the body and what it captures are freed
/// once the run has ended. A tap handler that must not keep the owner alive while it waits calls
/// ``start(_:)`` and awaits the task it returns.
@MainActor
public final class Action<Input, Output, Failure: Error> {
    // MARK: - Dependencies

    private let body: @MainActor (Input) async throws(Failure) -> Output

    // MARK: - State

    private let executing = MutableProperty(false)

    /// The owner's lifetime: its end cancels the run under way.
    private let ownerLifetime: Lifetime?

    private let valuesInput: Signal<Output>.Observer
    private let errorsInput: Signal<Failure>.Observer

    // MARK: - Outputs

    /// Whether ``execute(_:)`` would run now: the enabled-if property's value and not executing.
    /// Sends only changes (repeats skipped); observing it sends the current value first.
    public let isEnabled: Property<Bool>

    /// Whether a run is under way: becomes `true` synchronously when ``execute(_:)`` starts a run and
    /// `false` when the run ends, however it ends. A read-only view made when asked for.
    public var isExecuting: Property<Bool> { Property(capturing: executing) }

    /// Sends the output of every run that succeeds, before ``isExecuting`` returns to `false`.
    public let values: Signal<Output>

    /// Sends the error of every run that fails (cancelled runs included, if the body throws), before
    /// ``isExecuting`` returns to `false`. Never terminates: later runs report here too.
    public let errors: Signal<Failure>

    /// Creates an action that runs `body` when executed, if `enabledIf` is true (always, by default).
    ///
    /// Pass the owner's `lifetime` (a view model's ``Lifetime/Token``) to have a run under way cancelled when
    /// the owner goes away.
    public init<EnabledIf: PropertyProtocol<Bool>>(
        lifetime: Lifetime? = nil,
        enabledIf: EnabledIf = Property(value: true),
        execute body: @escaping @MainActor (Input) async throws(Failure) -> Output
    ) {
        self.body = body
        ownerLifetime = lifetime
        // Through the sources, whose types are concrete here (`EnabledIf` is not), so the chain is built and runs
        // specialised: through `enabledIf` itself it ran unspecialised (~17,000 instructions to start following).
        isEnabled = combineLatest(enabledIf.source, executing.source).map { $0 && !$1 }.skipRepeats()
        (values, valuesInput) = Signal.pipe()
        (errors, errorsInput) = Signal.pipe()
    }

    // MARK: - Inputs

    /// Starts a run with `input` at once, exactly as ``execute(_:)`` would, and returns the task that ends when
    /// the run has ended; returns nil, running nothing, if the action is disabled.
    ///
    /// ``isExecuting`` is `true` when this returns (the body has run up to its first suspension). The task
    /// keeps the action until the run ends, so a tap handler can `await action.start(input)?.value` holding
    /// only the action, never its owner: the owner can still go mid-run, and its lifetime cancel the run.
    /// Cancelling the task cancels the run.
    @discardableResult
    public func start(_ input: Input) -> Task<Void, Never>? {
        guard isEnabled.value else { return nil }
        return Self.startTask { [self] in
            _ = await execute(input)
        }
    }

    /// Runs the body with `input` if the action is enabled, and returns when the run has ended.
    ///
    /// Returns `.success(output)` or `.failure(.failed(error))` after sending the same on ``values`` or
    /// ``errors``; returns `.failure(.disabled)` at once, without running anything, if ``isEnabled`` is
    /// false (the enabled-if property is false, or a run is under way).
    @discardableResult
    public func execute(_ input: Input) async -> Result<Output, ActionError<Failure>> {
        guard isEnabled.value else { return .failure(.disabled) }
        executing.value = true
        // The owner's lifetime is watched only while a run lasts (else it would keep an entry per action for
        // nothing), and through the run's task, not the action, which the lifetime must not keep alive.
        var ownerGone: (any Disposable)?
        // A `defer`, not a line after the `await`: whatever way the run ends, the action can run again
        // (the seed article's "executing stuck at 1" bug).
        defer {
            ownerGone?.dispose()
            executing.value = false
        }
        // The outcome comes back through a main-actor box: `Output` need not be `Sendable`, so it cannot be
        // the run task's own result.
        let outcome = Outcome()
        let run = Self.startTask { [body] in
            do throws(Failure) {
                outcome.result = .success(try await body(input))
            } catch {
                outcome.result = .failure(error)
            }
        }
        ownerGone = ownerLifetime?.observeEnded { run.cancel() }
        await withTaskCancellationHandler {
            await run.value
        } onCancel: {
            run.cancel()
        }
        guard let result = outcome.result else { preconditionFailure("an Action run ended without an outcome") }
        switch result {
        case .success(let output):
            valuesInput.send(output)
            return .success(output)
        case .failure(let error):
            errorsInput.send(error)
            return .failure(.failed(error))
        }
    }

    // MARK: - Private

    /// Starts the run at once, so what the body does before its first `await` (a validation tip, a loading
    /// state) has happened when the tap that executed it returns; before `Task.immediate` existed on Apple
    /// platforms, the run starts on the next turn of the main actor instead.
    private static func startTask(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return Task.immediate(operation: operation)
        }
        return Task(operation: operation)
    }

    /// Where a run leaves its result for ``execute(_:)`` to read.
    private final class Outcome {
        var result: Result<Output, Failure>?
    }
}
