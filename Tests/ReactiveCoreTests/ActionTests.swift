import ReactiveCore
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ActionTests {
    private func makeSUT<EnabledIf: PropertyProtocol<Bool>>(
        enabledIf: EnabledIf = Property(value: true)
    ) -> (action: Action<Int, String, any Error>, work: WorkSpy) {
        let work = WorkSpy()
        let action = Action(enabledIf: enabledIf) { (input: Int) async throws -> String in
            try await work.perform(input)
        }
        return (action, work)
    }

    @Test("isExecuting goes false → true → false over a run, true from the moment execute starts")
    func executingSequence() async {
        let (action, work) = makeSUT()
        let executing = ObserverSpy<Bool>()
        action.isExecuting.observe(executing.record)

        let run = startImmediately { await action.execute(1) }
        // startImmediately ran `execute` up to the body's suspension: no waiting needed.
        #expect(executing.values == [false, true])
        #expect(work.inputs == [1])

        work.complete(with: .success("done"))
        _ = await run.value

        #expect(executing.values == [false, true, false])
    }

    @Test("isEnabled goes true → false → true over a run, repeats skipped")
    func enabledSequence() async {
        let isValid = MutableProperty(true)
        let (action, work) = makeSUT(enabledIf: isValid)
        let enabled = ObserverSpy<Bool>()
        action.isEnabled.observe(enabled.record)

        let run = startImmediately { await action.execute(1) }
        // While running, isEnabled is false whatever enabled-if does: these changes repeat it, and are skipped.
        isValid.value = false
        isValid.value = true
        #expect(enabled.values == [true, false])
        work.complete(with: .success("done"))
        _ = await run.value

        #expect(enabled.values == [true, false, true])
    }

    @Test("isEnabled follows the enabled-if property while idle")
    func enabledFollowsEnabledIf() {
        let isValid = MutableProperty(false)
        let (action, _) = makeSUT(enabledIf: isValid)
        let enabled = ObserverSpy<Bool>()
        action.isEnabled.observe(enabled.record)

        isValid.value = true
        isValid.value = true
        isValid.value = false

        #expect(enabled.values == [false, true, false])
    }

    @Test("a success is sent on values and returned, and execute returns when the run has ended")
    func successGoesToValues() async throws {
        let (action, work) = makeSUT()
        let values = ObserverSpy<String>()
        action.values.observe(values.record)

        let run = startImmediately { await action.execute(7) }
        work.complete(with: .success("welcome"))
        let result = await run.value

        #expect(try result.get() == "welcome")
        #expect(values.values == ["welcome"])
        #expect(action.isExecuting.value == false)
    }

    @Test("a second execute while running runs nothing and returns .disabled")
    func secondExecuteWhileRunningIsRefused() async {
        let (action, work) = makeSUT()

        let first = startImmediately { await action.execute(1) }
        let second = await action.execute(2)

        #expect(work.inputs == [1])
        #expect(second.isDisabled)
        work.complete(with: .success("done"))
        _ = await first.value
    }

    @Test("execute on an action whose enabled-if is false runs nothing and returns .disabled")
    func executeWhenDisabledIsRefused() async {
        let (action, work) = makeSUT(enabledIf: Property(value: false))
        let executing = ObserverSpy<Bool>()
        action.isExecuting.observe(executing.record)

        let result = await action.execute(1)

        #expect(result.isDisabled)
        #expect(work.inputs.isEmpty)
        #expect(executing.values == [false])
    }

    @Test("a throwing body sends its error on errors, resets isExecuting and can run again")
    func throwingBodyResetsExecuting() async {
        let (action, work) = makeSUT()
        let errors = ObserverSpy<any Error>()
        action.errors.observe(errors.record)

        let failing = startImmediately { await action.execute(1) }
        work.complete(with: .failure(WorkSpy.Cancelled()))
        let result = await failing.value

        #expect(action.isExecuting.value == false)
        #expect(action.isEnabled.value == true)
        #expect(errors.values.count == 1)
        guard case .failure(.failed(let error)) = result else {
            Issue.record("expected .failed, got \(result)")
            return
        }
        #expect(error is WorkSpy.Cancelled)
    }

    @Test("errors never terminates: each failed run reports, and later successes still arrive")
    func errorsDoNotTerminate() async {
        let work = WorkSpy()
        let action = Action { (input: Int) async throws(LoginFailure) -> String in
            do {
                return try await work.perform(input)
            } catch {
                throw LoginFailure(attempt: input)
            }
        }
        let errors = ObserverSpy<LoginFailure>()
        let values = ObserverSpy<String>()
        action.errors.observe(errors.record)
        action.values.observe(values.record)

        for attempt in 1...2 {
            let run = startImmediately { await action.execute(attempt) }
            work.complete(with: .failure(WorkSpy.Cancelled()))
            #expect(await run.value == .failure(.failed(LoginFailure(attempt: attempt))))
        }
        let last = startImmediately { await action.execute(3) }
        work.complete(with: .success("third time lucky"))
        _ = await last.value

        #expect(errors.values == [LoginFailure(attempt: 1), LoginFailure(attempt: 2)])
        #expect(values.values == ["third time lucky"])
    }

    @Test("cancelling the task awaiting execute cancels the body and resets isExecuting")
    func cancellationResetsExecuting() async {
        let (action, work) = makeSUT()
        let executing = ObserverSpy<Bool>()
        action.isExecuting.observe(executing.record)

        let run = startImmediately { await action.execute(1) }
        run.cancel()
        let result = await run.value

        guard case .failure(.failed(let error)) = result else {
            Issue.record("expected the body's cancellation error, got \(result)")
            return
        }
        #expect(error is WorkSpy.Cancelled)
        #expect(executing.values == [false, true, false])
        #expect(work.pendingCount == 0)
    }

    @Test("releasing the owner mid-run cancels the run, and frees the action once the run has ended")
    func releasingOwnerMidRunCancelsTheRun() async {
        let work = WorkSpy()
        var owner: ActionOwnerFake? = ActionOwnerFake(work: work)
        weak let weakOwner = owner
        weak let weakAction = owner?.login
        weak let weakEnabled = owner?.login.isEnabled
        let run = startImmediately { [login = owner!.login] in await login.execute(1) }
        #expect(work.pendingCount == 1)

        owner = nil
        // Forward the test's own cancellation, so a run that is never cancelled fails the suite's time limit
        // instead of hanging the test run.
        let result = await withTaskCancellationHandler {
            await run.value
        } onCancel: {
            run.cancel()
        }

        #expect(weakOwner == nil)
        guard case .failure(.failed(let error)) = result else {
            Issue.record("expected the body's cancellation error, got \(result)")
            return
        }
        #expect(error is WorkSpy.Cancelled)
        #expect(work.pendingCount == 0)
        #expect(weakAction == nil)
        #expect(weakEnabled == nil)
    }

    @Test("an action given no lifetime runs on when its owner goes away, and is freed once the run ends")
    func releasingOwnerWithoutLifetimeLetsTheRunEnd() async throws {
        let work = WorkSpy()
        var owner: ActionOwnerFake? = ActionOwnerFake(work: work, cancelsOnRelease: false)
        weak let weakOwner = owner
        weak let weakAction = owner?.login
        weak let weakEnabled = owner?.login.isEnabled
        let run = startImmediately { [login = owner!.login] in await login.execute(1) }

        owner = nil
        #expect(weakOwner == nil)
        #expect(work.pendingCount == 1)
        work.complete(with: .success("late"))
        let result = await run.value

        #expect(work.cancellationCount == 0)
        #expect(try result.get() == "late")
        #expect(weakAction == nil)
        #expect(weakEnabled == nil)
    }

    @Test("start runs a run at once, as execute would, and returns the task that ends when the run has ended")
    func startRunsAtOnceAndReturnsTheRun() async {
        let (action, work) = makeSUT()
        let executing = ObserverSpy<Bool>()
        let values = ObserverSpy<String>()
        action.isExecuting.observe(executing.record)
        action.values.observe(values.record)

        let run = action.start(1)
        // `start` ran the run up to the body's suspension: no waiting needed.
        #expect(executing.values == [false, true])
        #expect(work.inputs == [1])
        work.complete(with: .success("done"))
        await run?.value

        #expect(values.values == ["done"])
        #expect(executing.values == [false, true, false])
    }

    @Test("start on a disabled action, or while a run is under way, runs nothing and returns nil")
    func startWhenDisabledRunsNothing() async {
        let isValid = MutableProperty(false)
        let (action, work) = makeSUT(enabledIf: isValid)

        let whileInvalid = action.start(1)
        isValid.value = true
        let first = action.start(2)
        let whileRunning = action.start(3)
        work.complete(with: .success("done"))
        await first?.value

        #expect(whileInvalid == nil)
        #expect(first != nil)
        #expect(whileRunning == nil)
        #expect(work.inputs == [2])
    }

    @Test("awaiting the task start returned keeps only the action: the owner can go mid-run, and that cancels the run")
    func awaitingStartDoesNotKeepTheOwner() async {
        let work = WorkSpy()
        var owner: ActionOwnerFake? = ActionOwnerFake(work: work)
        weak let weakOwner = owner
        weak let weakAction = owner?.login
        let run = owner?.login.start(1)
        #expect(work.pendingCount == 1)

        owner = nil
        // Forwards the test's own cancellation, so a run that is never cancelled fails the time limit.
        await withTaskCancellationHandler {
            await run?.value
        } onCancel: {
            run?.cancel()
        }

        #expect(weakOwner == nil)
        #expect(work.cancellationCount == 1)
        #expect(work.pendingCount == 0)
        #expect(weakAction == nil)
    }

    @Test("cancelling the task start returned cancels the run and resets isExecuting")
    func cancellingStartedRunCancelsIt() async {
        let (action, work) = makeSUT()
        let errors = ObserverSpy<any Error>()
        action.errors.observe(errors.record)

        let run = action.start(1)
        run?.cancel()
        await run?.value

        #expect(work.cancellationCount == 1)
        #expect(errors.values.first is WorkSpy.Cancelled)
        #expect(action.isExecuting.value == false)
    }
}
