/// A user action that runs async work, one run at a time: RAC's `RACCommand`.
///
/// Built from an enabled-if property and a body. Bind a button to ``isEnabled`` and start a run from its tap
/// handler; the view model that creates the action owns it. The state machine (`README.md`, rules 24–29):
/// - ``isEnabled`` is `enabledIf && !isExecuting`, repeats skipped;
/// - starting a disabled action (including one already running) runs nothing: ``start(_:)`` returns nil,
///   ``execute(_:)`` returns `.failure(.disabled)`;
/// - otherwise ``isExecuting`` becomes `true` synchronously, before the body starts (a button bound to
///   ``isEnabled`` disables on the tap itself); the body's output goes to ``values``, its error to ``errors``
///   (which never terminates); then ``isExecuting`` goes back to `false` — on success, failure and cancellation
///   alike.
///
/// The body runs in a task of its own, which the action cancels when the task awaiting ``execute(_:)`` is cancelled,
/// and when the owner's `lifetime` ends, if the owner passed one: a view model that goes away mid-run stops the work
/// it started. A run keeps the action alive until it ends, never the owner.
@MainActor
public final class Action<Input, Output: Sendable, Failure: Error> {
    // MARK: - Dependencies

    private let body: @MainActor (Input) async throws(Failure) -> Output

    // MARK: - State

    private let executing = MutableProperty(false)

    /// The owner's lifetime: its end cancels the run under way.
    private let ownerLifetime: Lifetime?

    private let valuesInput: Signal<Output>.Observer
    private let errorsInput: Signal<Failure>.Observer

    /// Creates an action that runs `body` when started, if `enabledIf` is true (always, by default).
    ///
    /// Pass the owner's `lifetime` (a view model's ``Lifetime/Token``) to have a run under way cancelled when the
    /// owner goes away.
    public init(
        lifetime: Lifetime? = nil,
        enabledIf: some PropertyProtocol<Bool> = Property(value: true),
        execute body: @escaping @MainActor (Input) async throws(Failure) -> Output
    ) {
        self.body = body
        ownerLifetime = lifetime
        isExecuting = Property(capturing: executing)
        isEnabled = combineLatest(enabledIf, executing).map { $0 && !$1 }.skipRepeats()
        (values, valuesInput) = Signal.pipe()
        (errors, errorsInput) = Signal.pipe()
    }

    // MARK: - Inputs

    /// Starts a run with `input` at once and returns the task that ends when the run has ended; returns nil, running
    /// nothing, if the action is disabled.
    ///
    /// ``isExecuting`` is `true` when this returns (the body has run up to its first suspension). The task keeps the
    /// action, never its owner, so a tap handler can `await action.start(input)?.value` while the owner goes — and
    /// its lifetime cancels the run. Cancelling the task cancels the run.
    @discardableResult
    public func start(_ input: Input) -> Task<Void, Never>? {
        guard isEnabled.value else { return nil }
        return Self.startTask { [self] in
            _ = await execute(input)
        }
    }

    /// Runs the body with `input` if the action is enabled, and returns when the run has ended.
    ///
    /// Returns `.success(output)` or `.failure(.failed(error))` after sending the same on ``values`` or ``errors``;
    /// returns `.failure(.disabled)` at once, running nothing, if ``isEnabled`` is false.
    @discardableResult
    public func execute(_ input: Input) async -> Result<Output, ActionError<Failure>> {
        guard isEnabled.value else { return .failure(.disabled) }
        executing.value = true
        let run = Self.startTask { [body] () -> Result<Output, Failure> in
            do throws(Failure) {
                return .success(try await body(input))
            } catch {
                return .failure(error)
            }
        }
        // Watched only while the run lasts, and through the run's task, which the lifetime must not keep.
        let ownerGone = ownerLifetime?.observeEnded { run.cancel() }
        // A `defer`, not a line after the `await`: however the run ends, the action can run again (the seed
        // article's "executing stuck at 1" bug).
        defer {
            ownerGone?.dispose()
            executing.value = false
        }
        let result = await withTaskCancellationHandler {
            await run.value
        } onCancel: {
            run.cancel()
        }
        switch result {
        case .success(let output):
            valuesInput.send(output)
            return .success(output)
        case .failure(let error):
            errorsInput.send(error)
            return .failure(.failed(error))
        }
    }

    // MARK: - Outputs

    /// Whether a run would start now: the enabled-if property's value and not executing, repeats skipped.
    public let isEnabled: Property<Bool>

    /// Whether a run is under way: `true` from the moment a run starts, `false` when it ends, however it ends.
    public let isExecuting: Property<Bool>

    /// Sends the output of every run that succeeds, before ``isExecuting`` returns to `false`.
    public let values: Signal<Output>

    /// Sends the error of every run that fails (cancelled runs included, if the body throws), before ``isExecuting``
    /// returns to `false`. Never terminates: later runs report here too.
    public let errors: Signal<Failure>

    // MARK: - Private

    /// Starts `operation` at once, so what it does before its first `await` has happened when the tap that started
    /// it returns; before `Task.immediate` existed on Apple platforms, it starts on the next turn of the main actor.
    private static func startTask<Success: Sendable>(
        _ operation: @escaping @MainActor () async -> Success
    ) -> Task<Success, Never> {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return Task.immediate(operation: operation)
        }
        return Task(operation: operation)
    }
}
