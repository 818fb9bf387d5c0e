import HeadlessUI
import Testing

/// What tracking must never do: keep a released screen running, or keep a controller, a window, a cell or a model
/// alive. Observation keeps each tracking closure in the model it read until that model changes; the closures know
/// their screen or cell only weakly.
@MainActor
struct TrackingOwnershipTests {
    @Test("a popped controller's pass does not run again while it is off the stack, and catches up when shown again")
    func poppedControllerIsNotUpdated() {
        let model = CounterModel()
        let label = Label()
        let window = Window(rootViewController: ScreenStub(title: "Root"))
        let pushed = ScreenStub(
            build: { $0.view.addSubview(label) },
            update: { _ in label.text = "\(model.count)" }
        )
        window.navigationController.push(pushed)
        window.navigationController.pop()

        model.count = 1
        _ = window.render()
        model.count = 2
        _ = window.render()
        let passesWhilePopped = pushed.updatePropertiesCount
        window.navigationController.push(pushed)

        #expect(passesWhilePopped == 1)
        #expect(pushed.updatePropertiesCount == 2)
        #expect(label.text == "2")
    }

    @Test("a popped controller is freed at once, though the unchanged model it read still holds its tracking")
    func poppedControllerIsFreedWhileItsModelLives() {
        let model = CounterModel()
        let window = Window(rootViewController: ScreenStub(title: "Root"))
        var pushed: ScreenStub? = ScreenStub(update: { _ in _ = model.count })
        window.navigationController.push(pushed!)
        weak let poppedController = pushed
        pushed = nil

        window.navigationController.pop()
        let freedBeforeTheModelChanged = poppedController == nil
        model.count = 1
        _ = window.render()

        #expect(freedBeforeTheModelChanged)
    }

    @Test("releasing the window frees it, its screen and their model: no tracking closure keeps any of them")
    func releasedWindowFreesScreenAndModel() {
        var model: CounterModel? = CounterModel()
        var window: Window? = Window(
            rootViewController: ScreenStub(
                update: { [model] _ in _ = model?.count }
            ))
        weak let weakModel = model
        weak let weakWindow = window
        weak let weakScreen = window?.topViewController
        model = nil

        window = nil

        #expect(weakWindow == nil)
        #expect(weakScreen == nil)
        #expect(weakModel == nil)
    }

    @Test("releasing the window frees its tracked cells at once, though their rows' unchanged models live on")
    func releasedWindowFreesTrackedCells() throws {
        let rows = TrackedRowsFake(texts: ["A", "B"])
        var window: Window? = Window(
            rootViewController: ScreenStub { screen in
                let list = ListView(identifier: "list", visibleRowCount: 2)
                list.dataSource = rows
                screen.view.addSubview(list)
            })
        weak let cell = try window?.list("list").cellForRow(at: 0)
        weak let list = try window?.list("list")

        window = nil
        let freedBeforeTheModelChanged = (cell: cell == nil, list: list == nil)
        rows.models[0].text = "A2"

        #expect(freedBeforeTheModelChanged.cell)
        #expect(freedBeforeTheModelChanged.list)
        #expect(rows.configuredRows == [0, 1])
    }
}
