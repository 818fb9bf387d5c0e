import HeadlessUI
import Testing

/// Where pending update passes run — HeadlessUI's stand-ins for the frame before which UIKit runs them: a window's
/// look-ups, `render()` and `settle()`, and the end of every user event a widget handles.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FlushPointTests {
    /// What the user does to a widget of ``makeEventScreen()``; each one's handler adds 1 to the model's count.
    enum UserEvent: String, CaseIterable, CustomTestStringConvertible {
        case type, deleteBackward, paste, clear, tap, select, scroll

        var testDescription: String { rawValue }
    }

    @Test("the screen shows a user event's effect when the event returns", arguments: UserEvent.allCases)
    func userEventsEndWithThePendingPasses(event: UserEvent) throws {
        let (window, label) = makeEventScreen()
        let field = try window.textField("field")
        let button = try window.button("button")
        let list = try window.list("list")
        field.text = "ab"

        switch event {
        case .type: field.type("x")
        case .deleteBackward: field.deleteBackward()
        case .paste: field.paste("xy")
        case .clear: field.clear()
        case .tap: button.tap()
        case .select: list.select(row: 0)
        case .scroll: list.scroll(toRow: 1)
        }

        #expect(label.text == "1")
    }

    @Test("a change made before an async handler's first await shows when tap() returns")
    func asyncHandlerChangeShowsWhenTapReturns() async {
        let model = CounterModel()
        let gate = GateSpy()
        let (window, label, button) = makeTapScreen(showing: model)
        button.onTap {
            model.count = 1
            await gate.wait()
        }

        button.tap()

        #expect(label.text == "1")
        gate.open()
        await window.settle()
    }

    @Test("going back (pop) shows the uncovered screen up to date when pop() returns")
    func popRunsThePendingPasses() {
        let model = CounterModel()
        let (window, label, _) = makeTapScreen(showing: model)
        window.navigationController.push(ScreenStub(title: "Pushed"))

        model.count = 1
        window.navigationController.pop()

        #expect(label.text == "1")
    }

    @Test("every character typed is its own event: the pass runs after each one")
    func typingRunsThePassPerCharacter() throws {
        let model = CounterModel()
        let field = TextField(identifier: "field")
        var shown: [String] = []
        let window = Window(
            rootViewController: ScreenStub(
                build: { screen in
                    field.onEditingChanged { model.text = $0 }
                    screen.view.addSubview(field)
                },
                update: { _ in shown.append(model.text) }
            ))

        try window.textField("field").type("abc")

        #expect(shown == ["", "a", "ab", "abc"])
    }

    @Test("a look-up runs the pending passes before it answers")
    func lookUpRunsPendingPasses() throws {
        let model = CounterModel()
        let (window, _, _) = makeTapScreen(showing: model)

        model.count = 1

        #expect(try window.label("count").text == "1")
    }

    @Test("render() runs the pending passes before it draws")
    func renderRunsPendingPasses() {
        let model = CounterModel()
        let (window, _, _) = makeTapScreen(showing: model)

        model.count = 1

        #expect(window.render().contains("Label count: \"1\""))
    }

    @Test("a change made by async work shows once the window settles")
    func settleRunsThePassesAsyncWorkMadePending() async {
        let model = CounterModel()
        let (window, label, button) = makeTapScreen(showing: model)

        await settle(window, afterTapping: button, whoseWorkSetsCountOf: model)

        #expect(label.text == "1")
    }

    @Test("settle waits for work a pass starts, and runs the pass that work makes pending")
    func settleWaitsForWorkStartedByAPass() async {
        let model = CounterModel()
        let label = Label()
        let button = Button()
        let window = Window(
            rootViewController: ScreenStub(
                build: { screen in
                    screen.view.addSubview(label)
                    screen.view.addSubview(button)
                },
                update: { screen in
                    label.text = "\(model.count)"
                    if model.count == 1 {
                        screen.view.dispatch {
                            await Task.yield()
                            model.count = 2
                        }
                    }
                }
            ))

        await settle(window, afterTapping: button, whoseWorkSetsCountOf: model)

        #expect(label.text == "2")
        #expect(window.work.pendingCount == 0)
    }

    @Test("a window's flush points run only the passes of what it shows, never another window's")
    func flushPointsRunOnlyTheirWindowsPasses() async throws {
        let model = CounterModel()
        let otherScreen = ScreenStub(update: { _ in _ = model.count })
        let otherWindow = Window(rootViewController: otherScreen)
        let (window, _, button) = makeTapScreen(showing: CounterModel())
        button.onTap { model.count = 1 }

        try window.button("button").tap()
        _ = window.render()
        await window.settle()
        let passesBeforeItsOwnFlush = otherScreen.updatePropertiesCount
        _ = otherWindow.render()

        #expect(passesBeforeItsOwnFlush == 1)
        #expect(otherScreen.updatePropertiesCount == 2)
    }

    /// A window whose screen has a text field, a button and a list, each of whose user events adds 1 to a model's count
    /// (the list's through its delegate: a selection, a row coming into view); the label shows the count.
    private func makeEventScreen() -> (Window, Label) {
        let model = CounterModel()
        let rows = RowsFake(count: 5)
        let label = Label(identifier: "count")
        let window = Window(
            rootViewController: ScreenStub(
                build: { screen in
                    let field = TextField(identifier: "field")
                    field.onEditingChanged { _ in model.count += 1 }
                    let button = Button(identifier: "button")
                    button.onTap { model.count += 1 }
                    let list = ListView(identifier: "list", visibleRowCount: 2)
                    list.dataSource = rows
                    list.delegate = rows
                    for subview in [label, field, button, list] as [View] {
                        screen.view.addSubview(subview)
                    }
                },
                update: { _ in label.text = "\(model.count)" }
            ))
        rows.onWillDisplay = { _, _, _ in model.count += 1 }
        rows.onSelect = { _ in model.count += 1 }
        return (window, label)
    }

    /// Taps `button`, whose async handler sets `model.count` to 1 once it is let through, lets it through and settles
    /// `window`: a change made by async work, after the tap's own flush point.
    private func settle(_ window: Window, afterTapping button: Button, whoseWorkSetsCountOf model: CounterModel) async {
        let gate = GateSpy()
        button.onTap {
            await gate.wait()
            model.count = 1
        }
        button.tap()
        gate.open()
        await window.settle()
    }

    /// A window whose pass shows `model.count` in the label `count`, with a button for the test to give a handler.
    private func makeTapScreen(showing model: CounterModel) -> (Window, Label, Button) {
        let label = Label(identifier: "count")
        let button = Button(identifier: "button")
        let window = Window(
            rootViewController: ScreenStub(
                build: { screen in
                    screen.view.addSubview(label)
                    screen.view.addSubview(button)
                },
                update: { _ in label.text = "\(model.count)" }
            ))
        return (window, label, button)
    }
}
