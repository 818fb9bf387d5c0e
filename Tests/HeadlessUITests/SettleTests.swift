import HeadlessUI
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct SettleTests {
    @Test(
        "settle waits for work a handler starts by tapping another button, on screen or not",
        arguments: [true, false]
    )
    func settleWaitsForNestedWork(innerButtonIsOnScreen: Bool) async throws {
        let outerGate = GateSpy()
        let innerGate = GateSpy()
        let result = Label(identifier: "result")
        let inner = Button(identifier: "inner")
        let outer = Button(identifier: "outer")
        let window = Window(
            rootViewController: ScreenStub { screen in
                screen.view.addSubview(outer)
                screen.view.addSubview(result)
                if innerButtonIsOnScreen { screen.view.addSubview(inner) }
            })
        inner.onTap {
            await innerGate.wait()
            result.text = "done"
        }
        outer.onTap { [inner] in
            await outerGate.wait()
            inner.tap()
        }

        try window.button("outer").tap()
        outerGate.open()
        await innerGate.waitUntilWaiting()
        #expect(window.work.pendingCount == 1)
        innerGate.open()
        await window.settle()

        #expect(result.text == "done")
        #expect(window.work.pendingCount == 0)
    }

    @Test("work dispatched from a view is counted like a handler")
    func dispatchedWorkIsCounted() async {
        let gate = GateSpy()
        let label = Label()
        let window = Window(
            rootViewController: ScreenStub { screen in
                screen.view.addSubview(label)
                screen.view.dispatch {
                    label.text = "loading"
                    await gate.wait()
                    label.text = "loaded"
                }
            })

        #expect(label.text == "loading")
        #expect(window.work.pendingCount == 1)
        gate.open()
        await window.settle()
        #expect(label.text == "loaded")
    }

    @Test("work a list starts when a row appears is counted; a late answer for a reused cell is dropped")
    func willDisplayWorkIsCountedAndChecksReuse() async throws {
        let answer = GateSpy()
        let rows = RowsFake(count: 20)
        let list = ListView(identifier: "results.list", visibleRowCount: 1)
        rows.onWillDisplay = { list, cell, row in
            guard row == 0 else { return }
            list.dispatch { [weak list, weak cell] in
                await answer.wait()
                guard let list, let cell, list.row(for: cell) == row else { return }
                cell.detailText = "12 favourites"
            }
        }
        let window = Window(
            rootViewController: ScreenStub { screen in
                list.delegate = rows
                list.dataSource = rows
                screen.view.addSubview(list)
            })
        #expect(window.work.pendingCount == 1)

        list.scroll(toRow: 5)
        answer.open()
        await window.settle()

        #expect(list.cellForRow(at: 5)?.detailText == nil)
    }

    @Test("settle(leavingAtMost:) returns once only that much work is left in flight, the rest having returned")
    func settleLeavingSomeWorkInFlight() async {
        let quick = GateSpy()
        let slow = GateSpy()
        let label = Label()
        let window = Window(
            rootViewController: ScreenStub { screen in
                screen.view.addSubview(label)
                screen.view.dispatch {
                    await quick.wait()
                    label.text = "quick done"
                }
                screen.view.dispatch { await slow.wait() }
            })
        #expect(window.work.pendingCount == 2)

        quick.open()
        await window.work.settle(leavingAtMost: 1)

        #expect(label.text == "quick done")
        #expect(window.work.pendingCount == 1)
        slow.open()
        await window.settle()
    }

    @Test("settle returns at once when nothing is in flight")
    func settleWhenIdle() async {
        let window = Window(rootViewController: ScreenStub())

        await window.settle()

        #expect(window.work.pendingCount == 0)
    }

    @Test("settle returns when its task is cancelled, even though work is stuck")
    func settleReturnsWhenCancelled() async {
        let gate = GateSpy()
        let button = Button()
        let window = Window(rootViewController: ScreenStub { $0.view.addSubview(button) })
        button.onTap { await gate.wait() }
        button.tap()

        let cancelledBeforeWaiting = Task { await window.settle() }
        cancelledBeforeWaiting.cancel()
        await cancelledBeforeWaiting.value
        let cancelledWhileWaiting = startNow { await window.settle() }
        cancelledWhileWaiting.cancel()
        await cancelledWhileWaiting.value

        #expect(window.work.pendingCount == 1)
        gate.open()
        await window.settle()
    }

    @Test("two windows settle independently")
    func twoWindowsSettleIndependently() async {
        let stuck = GateSpy()
        let quick = GateSpy()
        let stuckButton = Button()
        let quickButton = Button()
        let stuckWindow = Window(rootViewController: ScreenStub { $0.view.addSubview(stuckButton) })
        let quickWindow = Window(rootViewController: ScreenStub { $0.view.addSubview(quickButton) })
        stuckButton.onTap { await stuck.wait() }
        quickButton.onTap { await quick.wait() }
        stuckButton.tap()
        quickButton.tap()

        quick.open()
        await quickWindow.settle()

        #expect(quickWindow.work.pendingCount == 0)
        #expect(stuckWindow.work.pendingCount == 1)
        stuck.open()
        await stuckWindow.settle()
        #expect(stuckWindow.work.pendingCount == 0)
    }

    @Test("the work tracker does not keep its window alive and still settles after it is released")
    func trackerOutlivesWindow() async throws {
        let gate = GateSpy()
        var finished = false
        var window: Window? = Window(
            rootViewController: ScreenStub { screen in
                let button = Button(identifier: "go")
                button.onTap {
                    await gate.wait()
                    finished = true
                }
                screen.view.addSubview(button)
            })
        try window?.button("go").tap()
        let work = window!.work
        weak let releasedWindow = window

        window = nil

        #expect(releasedWindow == nil)
        #expect(work.pendingCount == 1)
        gate.open()
        await work.settle()
        #expect(finished)
    }

    @Test("a button in no window still runs its async handler, uncounted")
    func workWithoutWindowRunsUncounted() async {
        let gate = GateSpy()
        let window = Window(rootViewController: ScreenStub())
        let finished = GateSpy()
        let detached = Button()
        var steps: [String] = []
        detached.onTap {
            steps.append("started")
            await gate.wait()
            steps.append("finished")
            finished.open()
        }

        detached.tap()

        #expect(steps == ["started"])
        #expect(window.work.pendingCount == 0)
        gate.open()
        await finished.wait()
        #expect(steps == ["started", "finished"])
    }

    /// Starts `operation` on the main actor synchronously, up to its first suspension.
    private func startNow(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            Task.immediate(operation: operation)
        } else {
            Task(operation: operation)
        }
    }
}
