/// Holds one screen's state, which only its reducer changes, on each action sent; runs the effects the reducer returns
/// and renders the state into its observers. A store made by ``scope(state:action:)`` holds a part of another's state.
///
/// The view controller owns it; it holds its observers weakly, and its effects' work holds it weakly (see the README).
@MainActor
public final class Store<State, Action> {
    // MARK: - Dependencies

    /// What an action sent here goes through: the reducer, or, in a scoped store, the store it was scoped from.
    private let handling: Handling

    // MARK: - State

    /// What the screen shows. Only the reducer changes it.
    public var state: State { current }

    // Nothing here is tuned: the properties keep Swift's exclusivity checks and the observer is cast back with a
    // checked `as!`. Release builds specialise the store for each feature's `State` and `Action` across modules
    // (Package.swift), which makes one action through reduce and render about 2.5× cheaper (Maintainers/results/specialisation.json).

    /// The state, changed in place by the reducer.
    private var current: State

    /// Actions sent while the store handles one, reduced after it in the order sent.
    private var queue: [Action] = []

    /// True while ``send(_:)`` reduces, renders and starts effects.
    private var isHandling = false

    /// The observations, in the order they were made.
    private var observations: [Observation] = []

    /// The effects' work still running and not cancelled, by the order it started.
    private var running: [Int: RunningWork] = [:]

    /// The key of the next work started.
    private var nextWorkKey = 0

    /// Called whenever work stops running (it ended or was cancelled): how the test store knows no action can come.
    var didStopWork: (@MainActor () -> Void)?

    /// The ids of the work still running and not cancelled, in the order it started (see ``Effect/Work``).
    var runningWorkIDs: [[AnyHashable]] {
        running.sorted { $0.key < $1.key }.map(\.value.id)
    }

    /// Creates a store whose state starts as `initialState` and changes only through `reducer`.
    public init(initialState: State, reducer: @escaping @MainActor (inout State, Action) -> Effect<Action>) {
        current = initialState
        handling = .reducing(reducer)
    }

    /// Creates a scoped store, whose state starts as `initialState` and whose actions go to `send`.
    private init(initialState: State, forwardingTo send: @escaping @MainActor (Action) -> Task<Void, Never>?) {
        current = initialState
        handling = .forwarding(send)
    }

    isolated deinit {
        for work in running.values {
            work.task?.cancel()
        }
    }

    // MARK: - Inputs

    /// Reduces `action`, lets the observers render the new state and starts the effect the reducer returned, then does
    /// the same for every action sent meanwhile, in order. Returns the task of the work these actions started (and of
    /// the actions it sends back), which cancels the work when cancelled; nil when none started, or when queued.
    ///
    /// A scoped store reduces nothing: it sends the action on to the store it was scoped from, and returns what that
    /// `send` returns.
    @discardableResult
    public func send(_ action: Action) -> Task<Void, Never>? {
        let reducer: @MainActor (inout State, Action) -> Effect<Action>
        switch handling {
        case .reducing(let reduce):
            reducer = reduce
        case .forwarding(let send):
            return send(action)
        }
        queue.append(action)
        guard !isHandling else { return nil }
        isHandling = true
        defer { isHandling = false }
        var started: [Task<Void, Never>] = []
        var next = 0
        while next < queue.count {
            let effect = reducer(&current, queue[next])
            next += 1
            render()
            perform(effect, startingInto: &started)
        }
        queue.removeAll(keepingCapacity: true)
        return started.isEmpty ? nil : Self.waitingForAll(started)
    }

    // MARK: - Outputs

    /// A store of one part of this store's state — a screen's, in an app whose feature composes its screens' features:
    /// its state is `toChildState(state)`, rendered into its own observers whenever this store's reduce changes it, and
    /// an action sent to it is sent here as `toAction(action)`, for this store's reducer to decide and its work to
    /// run. Each holds the other weakly, so it frees with whoever keeps it (its screen); once the part is gone
    /// (`toChildState` answers nil: its screen left the stack) it keeps its last state. The part must be there now.
    public func scope<ChildState: Equatable, ChildAction>(
        state toChildState: @escaping @MainActor (State) -> ChildState?,
        action toAction: @escaping @MainActor (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        guard let initialState = toChildState(state) else {
            preconditionFailure("scope(state:action:): the state has no such part to scope to")
        }
        let child = Store<ChildState, ChildAction>(initialState: initialState) { [weak self] action in
            self?.send(toAction(action))
        }
        observe(toChildState, by: child) { child, childState in
            if let childState { child.show(childState) }
        }
        return child
    }

    /// Renders `value(state)` into `observer` at once, then again after every reduce that changes it, until
    /// `observer` or the store goes. The store holds `observer` weakly and hands it to `render`, which so needs to
    /// capture nothing; observe the parts a render needs (`\.isLoginEnabled`), so only renders whose value changed run.
    public func observe<Observer: AnyObject, Value: Equatable>(
        _ value: @escaping @MainActor (State) -> Value,
        by observer: Observer,
        _ render: @escaping @MainActor (Observer, Value) -> Void
    ) {
        var shown = value(state)
        render(observer, shown)
        let observation = Observation(observer: observer) { observer, state in
            let next = value(state)
            guard next != shown else { return }
            shown = next
            render(observer as! Observer, next)
        }
        observations.append(observation)
    }

    // MARK: - Private

    /// A scoped store's part of the state changed in the store it was scoped from: it renders it.
    private func show(_ state: State) {
        current = state
        render()
    }

    /// Runs every live observation on the current state, in order, and forgets those whose observer went.
    func render() {
        let state = state
        var someObserverWent = false
        for observation in observations {
            guard let observer = observation.observer else {
                someObserverWent = true
                continue
            }
            observation.render(observer, state)
        }
        if someObserverWent {
            observations.removeAll { $0.observer == nil }
        }
    }

    /// Does `effect`'s work in order, adding the task of each piece it starts to `started`.
    func perform(_ effect: Effect<Action>, startingInto started: inout [Task<Void, Never>]) {
        for work in effect.work {
            switch work {
            case .cancel(let id):
                cancelWork(id: id)
            case .run(let id, let cancelInFlight, let operation):
                if cancelInFlight {
                    cancelWork(id: id)
                }
                started.append(start(operation, id: id))
            }
        }
    }

    /// Starts `operation` at once in a task of the store's, which ends when the operation and the work of the
    /// actions it sent have ended.
    func start(
        _ operation: @escaping @MainActor (Send<Action>) async -> Void,
        id: [AnyHashable]
    ) -> Task<Void, Never> {
        let key = nextWorkKey
        nextWorkKey += 1
        running[key] = RunningWork(id: id)
        let task = Self.startTask { [weak self] in
            var workSent: [Task<Void, Never>] = []
            await operation(
                Send { [weak self] action in
                    if let work = self?.send(action) {
                        workSent.append(work)
                    }
                }
            )
            for work in workSent {
                await work.value
            }
            self?.stop(key)
        }
        // Work that ended before its first suspension has already stopped: it is no longer in `running`.
        running[key]?.task = task
        return task
    }

    /// Cancels the work started with `id`, and in a scope's case all the work of that scope (their ids begin with it).
    func cancelWork(id: [AnyHashable]) {
        for (key, work) in running where work.id.starts(with: id) {
            work.task?.cancel()
            stop(key)
        }
    }

    /// Forgets the work of `key`: it ended, or was cancelled and can send nothing more.
    private func stop(_ key: Int) {
        guard running.removeValue(forKey: key) != nil else { return }
        didStopWork?()
    }

    /// A task that ends when all of `tasks` have ended, and cancels them when cancelled; the one task itself when
    /// there is one; nil for none.
    static func waitingForAll(_ tasks: [Task<Void, Never>]) -> Task<Void, Never>? {
        guard tasks.count > 1 else { return tasks.first }
        return startTask {
            await withTaskCancellationHandler {
                for task in tasks {
                    await task.value
                }
            } onCancel: {
                for task in tasks {
                    task.cancel()
                }
            }
        }
    }

    /// Starts `operation` at once, so an effect's first steps (a request reaching its service) have happened when
    /// the `send` that started it returns; before `Task.immediate` existed on Apple platforms, on the next turn of
    /// the main actor instead.
    private static func startTask(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return Task.immediate(operation: operation)
        }
        return Task(operation: operation)
    }

    /// One observer and how it renders: it is held weakly and handed to `render`. A class, so the render pass reads
    /// the weak reference where it is instead of copying it (a weak copy costs two atomic operations).
    final class Observation {
        weak var observer: AnyObject?
        let render: @MainActor (AnyObject, State) -> Void

        init(observer: AnyObject, render: @escaping @MainActor (AnyObject, State) -> Void) {
            self.observer = observer
            self.render = render
        }
    }

    /// An effect's running work: its id (see ``Effect/Work``), and its task once started.
    private struct RunningWork {
        let id: [AnyHashable]
        var task: Task<Void, Never>?
    }

    /// What ``send(_:)`` does with an action.
    private enum Handling {
        /// Reduces it and runs the effect: a store of its own state.
        case reducing(@MainActor (inout State, Action) -> Effect<Action>)
        /// Sends it on to the store it was scoped from, as that store's action.
        case forwarding(@MainActor (Action) -> Task<Void, Never>?)
    }
}
