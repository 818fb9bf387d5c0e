import HeadlessUI
import Testing

@MainActor
struct OwnershipTests {
    @Test("releasing the window frees its navigation controller, controllers, views and cells")
    func releasedWindowFreesEverything() throws {
        let rows = RowsFake(count: 20)
        var window: Window? = Window(
            rootViewController: ScreenStub(title: "Root") { screen in
                let field = TextField(identifier: "field")
                field.onEditingChanged { [weak screen] in screen?.title = $0 }
                screen.view.addSubview(field)
                let list = ListView(identifier: "list", visibleRowCount: 3)
                list.dataSource = rows
                list.delegate = rows
                screen.view.addSubview(list)
                screen.navigationItem.rightBarButton = Button(identifier: "bar")
            })
        window?.navigationController.push(
            ScreenStub(title: "Pushed") { $0.view.addSubview(Label(identifier: "label")) })
        window?.navigationController.pop()
        weak let navigation = window?.navigationController
        weak let root = window?.topViewController
        weak let rootView = window?.topViewController?.view
        weak let field = try window?.textField("field")
        weak let list = try window?.list("list")
        weak let barButton = try window?.button("bar")
        weak let cell = try window?.list("list").visibleCells.first
        weak let hud = window?.hud
        try window?.textField("field").type("x")
        try window?.list("list").scroll(toRow: 10)

        window = nil

        #expect(navigation == nil)
        #expect(root == nil)
        #expect(rootView == nil)
        #expect(field == nil)
        #expect(list == nil)
        #expect(barButton == nil)
        #expect(cell == nil)
        #expect(hud == nil)
    }

    @Test("a popped controller is freed, and back-references do not keep anything alive")
    func poppedControllerIsFreed() {
        let window = Window(rootViewController: ScreenStub(title: "Root"))
        var pushed: ScreenStub? = ScreenStub(title: "Pushed") { $0.view.addSubview(Label()) }
        window.navigationController.push(pushed!)
        weak let pushedController = pushed
        weak let pushedLabel = pushed?.view.subviews.first
        pushed = nil

        window.navigationController.pop()

        #expect(pushedController == nil)
        #expect(pushedLabel == nil)
    }
}
