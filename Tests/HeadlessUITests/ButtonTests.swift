import HeadlessUI
import Testing

@MainActor
struct ButtonTests {
    @Test("a synchronous handler has run when tap() returns")
    func syncHandlerRunsDuringTap() {
        let button = Button(title: "Show greeting")
        var taps = 0
        button.onTap { taps += 1 }

        button.tap()

        #expect(taps == 1)
    }

    @Test("several handlers run in the order they were added")
    func handlersRunInOrder() {
        let button = Button()
        var calls: [String] = []
        button.onTap { calls.append("first") }
        button.onTap { calls.append("second") }

        button.tap()

        #expect(calls == ["first", "second"])
    }

    @Test("a disabled button ignores taps")
    func disabledButtonIgnoresTaps() {
        let button = Button()
        var taps = 0
        button.onTap { taps += 1 }
        button.isEnabled = false

        button.tap()

        #expect(taps == 0)
    }

    @Test("a hidden button, or one inside a hidden view, ignores taps")
    func hiddenButtonIgnoresTaps() {
        let container = View()
        let button = Button()
        container.addSubview(button)
        var taps = 0
        button.onTap { taps += 1 }

        button.isHidden = true
        button.tap()
        button.isHidden = false
        container.isHidden = true
        button.tap()
        container.isHidden = false
        button.tap()

        #expect(taps == 1)
    }

    @Test("the part of an async handler before its first await has run when tap() returns", .timeLimit(.minutes(1)))
    func asyncHandlerStartsImmediately() async {
        let gate = GateSpy()
        let button = Button(identifier: "login.submit", title: "Login")
        let window = Window(rootViewController: ScreenStub { $0.view.addSubview(button) })
        var finished = false
        button.onTap { [button] in
            button.isEnabled = false
            await gate.wait()
            button.isEnabled = true
            finished = true
        }

        button.tap()

        #expect(!button.isEnabled)
        #expect(gate.waitingCount == 1)
        #expect(window.work.pendingCount == 1)
        gate.open()
        await window.settle()
        #expect(finished)
        #expect(button.isEnabled)
        #expect(window.work.pendingCount == 0)
    }

    @Test("a disabled button starts no async work")
    func disabledButtonStartsNoAsyncWork() {
        let button = Button()
        let window = Window(rootViewController: ScreenStub { $0.view.addSubview(button) })
        var started = false
        button.onTap {
            started = true
            await Task.yield()
        }
        button.isEnabled = false

        button.tap()

        #expect(!started)
        #expect(window.work.pendingCount == 0)
    }
}
