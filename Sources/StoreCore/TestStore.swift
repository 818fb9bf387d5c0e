import Testing

/// Runs a reducer in a real ``Store`` and fails the running test (Swift Testing) for whatever it does that the test
/// did not assert: TCA's `TestStore`, our way. ``send(_:sourceLocation:_:)`` and ``receive(_:sourceLocation:_:)``
/// assert the whole state each action leaves; releasing the test store ends the test, and fails it for an action not
/// received or an effect still running. The test owns it, as a local; its rules are StoreCore's README's contracts.
@MainActor
public final class TestStore<State: Equatable, Action: Equatable> {
    // MARK: - Dependencies

    private let store: Store<State, Action>
    private let recorder = TestStoreRecorder<State, Action>()

    /// Where the test made the test store: where the end-of-test issues point.
    private let sourceLocation: SourceLocation

    // MARK: - State

    /// The state as the test has asserted it so far: the state the last action sent or received left.
    public private(set) var state: State

    /// Creates a test store over a store whose state starts as `initialState` and changes only through `reducer`.
    public init(
        initialState: State,
        reducer: @escaping @MainActor (inout State, Action) -> Effect<Action>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        state = initialState
        self.sourceLocation = sourceLocation
        store = Store(initialState: initialState) { [recorder] state, action in
            let effect = reducer(&state, action)
            recorder.record(action, leaving: state)
            return effect
        }
        store.didStopWork = { [recorder] in recorder.resumeWaiter() }
    }

    // A nonisolated deinit, not an isolated one: an isolated deinit cannot see the running test, so its issues would
    // be recorded for no test, and the test would pass.
    deinit {
        MainActor.assumeIsolated { recordWhatWasLeft() }
    }

    // MARK: - Inputs

    /// Sends `action` and expects the state it leaves to be the previous state changed by `update`; actions received
    /// and not yet asserted fail the test. Returns the task of the work it started, as ``Store/send(_:)`` does.
    @discardableResult
    public func send(
        _ action: Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout State) -> Void = { _ in }
    ) -> Task<Void, Never>? {
        if let last = recorder.received.last {
            record(
                "\(action) was sent before the test received \(describe(recorder.received.map(\.action))).",
                at: sourceLocation
            )
            // Carries on from the state those actions left, so the one mistake fails the test once.
            state = last.state
            recorder.received.removeAll()
        }
        recorder.expectSentAction()
        let work = store.send(action)
        guard let actual = recorder.takeSentState() else {
            preconditionFailure("the store did not reduce the action sent to it")
        }
        expect(actual, from: update, after: "sending \(action)", sourceLocation: sourceLocation)
        return work
    }

    /// Waits for the next action an effect sends and expects it to be `expected`, leaving the previous state changed by
    /// `update`. Fails at once when no effect is running, and when the test is cancelled (its time limit) meanwhile.
    public func receive(
        _ expected: Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout State) -> Void = { _ in }
    ) async {
        while recorder.received.isEmpty {
            guard !store.runningWorkIDs.isEmpty else {
                record("Expected to receive \(expected), but no effect is running.", at: sourceLocation)
                return
            }
            guard await recorder.nextEvent() else {
                record(
                    "Expected to receive \(expected); the test was cancelled while effects still ran.",
                    at: sourceLocation)
                return
            }
        }
        let (action, actual) = recorder.received.removeFirst()
        if action != expected {
            record("Expected to receive \(expected), but received \(action).", at: sourceLocation)
        }
        expect(actual, from: update, after: "receiving \(action)", sourceLocation: sourceLocation)
    }

    // MARK: - Private

    /// Records an issue when `actual` is not ``state`` changed by `update`, then carries on from `actual`.
    private func expect(
        _ actual: State,
        from update: (inout State) -> Void,
        after step: String,
        sourceLocation: SourceLocation
    ) {
        var expected = state
        update(&expected)
        state = actual
        guard actual != expected else { return }
        record(
            """
            The state after \(step) is not the one expected (- expected, + actual):
            \(StateDifference.between(expected: expected, actual: actual))
            """,
            at: sourceLocation
        )
    }

    /// The end-of-test check: nothing received may be left unasserted, and no effect may still run.
    private func recordWhatWasLeft() {
        if !recorder.received.isEmpty {
            record(
                "The test ended before it received \(describe(recorder.received.map(\.action))).", at: sourceLocation)
        }
        let running = store.runningWorkIDs
        if !running.isEmpty {
            let ids = describe(running.map { $0.isEmpty ? "none" : $0.map { "\($0.base)" }.joined(separator: " › ") })
            record(
                """
                The test ended with \(running.count) effect(s) still running (ids: \(ids)): receive what they send, \
                or await the task send returned. They are cancelled now.
                """,
                at: sourceLocation
            )
        }
    }

    /// Records `message` as written: actions and states appear as `String(describing:)` shows them, everywhere.
    private func record(_ message: String, at sourceLocation: SourceLocation) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    private func describe(_ values: [Any]) -> String {
        values.map { String(describing: $0) }.joined(separator: ", ")
    }
}
