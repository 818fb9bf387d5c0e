import Testing

@testable import HeadlessUI

/// The frame: a pending update pass runs on its own on the main actor, as UIKit runs it before the next frame, not
/// only when a window is looked at. Each test waits for the frame task itself, so nothing here looks at a window.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FrameTests {
    @Test("a change made outside any user event shows at the next frame, though nobody looks at the window")
    func aChangeShowsAtTheNextFrame() async {
        let model = CounterModel()
        let label = Label()
        let window = Window(
            rootViewController: ScreenStub(
                build: { $0.view.addSubview(label) },
                update: { _ in label.text = "\(model.count)" }
            ))

        model.count = 1
        let shownBeforeTheFrame = label.text
        await UpdatePass.scheduledFrame?.value

        #expect(shownBeforeTheFrame == "0")
        #expect(label.text == "1")
        _ = window
    }

    @Test("a frame runs the pending passes of every window, once however many changes came")
    func aFrameRunsEveryWindowOnce() async {
        let model = CounterModel()
        let first = ScreenStub(update: { _ in _ = model.count })
        let second = ScreenStub(update: { _ in _ = model.count })
        let windows = [Window(rootViewController: first), Window(rootViewController: second)]

        model.count = 1
        model.count = 2
        await UpdatePass.scheduledFrame?.value

        #expect(first.updatePropertiesCount == 2)
        #expect(second.updatePropertiesCount == 2)
        _ = windows
    }

    @Test("a pass that pushes a screen at the next frame starts the pushed screen's first work, though nobody looks")
    func aFramePushStartsThePushedScreensWork() async {
        let model = CounterModel()
        var startedWork = false
        let pushed = ScreenStub(build: { screen in screen.view.dispatch { startedWork = true } })
        let window = Window(
            rootViewController: ScreenStub(update: { screen in
                if model.count == 1, screen.navigationController?.topViewController === screen {
                    screen.navigationController?.push(pushed)
                }
            }))

        await Task { model.count = 1 }.value
        await UpdatePass.scheduledFrame?.value
        let stackAfterTheFrame = window.navigationController.viewControllers.count
        await window.work.settle()

        #expect(stackAfterTheFrame == 2)
        #expect(startedWork)
    }

    @Test("work a pass starts at a frame is counted by that pass's window, whoever made the change")
    func frameWorkIsCountedByItsOwnWindow() async throws {
        let model = CounterModel()
        let gate = GateSpy()
        let other = Window(
            rootViewController: ScreenStub(update: { screen in
                if model.count == 1 {
                    screen.view.dispatch { await gate.wait() }
                }
            }))
        let button = Button(identifier: "button")
        let window = Window(rootViewController: ScreenStub(build: { $0.view.addSubview(button) }))
        button.onTap {
            // The change must schedule a frame of its own, from inside this window's counted work.
            while let frame = UpdatePass.scheduledFrame {
                await frame.value
            }
            model.count = 1
        }

        try window.button("button").tap()
        await window.settle()
        await UpdatePass.scheduledFrame?.value

        #expect(other.work.pendingCount == 1)
        #expect(window.work.pendingCount == 0)
        gate.open()
        await other.settle()
    }

}
