import HeadlessUI
import Testing

/// `ListCell.configurationUpdateHandler`: a cell's tracked pass, as UIKit tracks `configurationUpdateHandler` from
/// iOS 26. It follows the row the cell shows, and only that row.
@MainActor
struct CellConfigurationTests {
    @Test("a cell's handler runs when the row is configured, and again when the row's model changes")
    func handlerRunsAgainWhenItsRowChanges() throws {
        let rows = TrackedRowsFake(texts: ["A", "B", "C"])
        let (window, list) = makeListScreen(rows: rows, visibleRowCount: 3)
        let cell = try #require(list.cellForRow(at: 0))

        rows.models[0].text = "A2"

        #expect(try window.list("list").cellForRow(at: 0)?.text == "A2")
        #expect(cell.text == "A2")
        #expect(rows.configuredRows == [0, 1, 2, 0])
    }

    @Test("a reused cell tracks its new row, never its old one")
    func reusedCellTracksOnlyItsNewRow() throws {
        let rows = TrackedRowsFake(texts: ["A", "B"])
        let (window, list) = makeListScreen(rows: rows, visibleRowCount: 1)
        let cell = try #require(list.cellForRow(at: 0))
        list.scroll(toRow: 1)

        rows.models[0].text = "A2"
        _ = window.render()
        let afterOldRowChanged = (text: cell.text, configuredRows: rows.configuredRows)
        rows.models[1].text = "B2"
        _ = window.render()

        #expect(list.cellForRow(at: 1) === cell)
        #expect(afterOldRowChanged.text == "B")
        #expect(afterOldRowChanged.configuredRows == [0, 1])
        #expect(cell.text == "B2")
        #expect(rows.configuredRows == [0, 1, 1])
    }

    @Test("a cell that left the viewport is not updated while it waits for reuse")
    func cellOutOfTheViewportIsNotUpdated() throws {
        let rows = TrackedRowsFake(texts: ["A", "B"])
        let (window, list) = makeListScreen(rows: rows, visibleRowCount: 2)
        let cell = try #require(list.cellForRow(at: 1))
        list.visibleRowCount = 1

        rows.models[1].text = "B2"
        _ = window.render()

        #expect(cell.text == "B")
        #expect(rows.configuredRows == [0, 1])
    }

    @Test("the cells of a screen shown again catch up with what changed while it was off the stack")
    func cellsOfAScreenShownAgainCatchUp() throws {
        let rows = TrackedRowsFake(texts: ["A"])
        let window = Window(rootViewController: ScreenStub(title: "Root"))
        let list = ListView(identifier: "list", visibleRowCount: 1)
        let screen = ScreenStub { screen in
            list.dataSource = rows
            screen.view.addSubview(list)
        }
        window.navigationController.push(screen)
        let cell = try #require(list.cellForRow(at: 0))
        window.navigationController.pop()

        rows.models[0].text = "A2"
        _ = window.render()
        let textWhileOffTheStack = cell.text
        window.navigationController.push(screen)

        #expect(textWhileOffTheStack == "A")
        #expect(cell.text == "A2")
    }

    @Test("rows a screen's pass reloads are tracked by their cells, not by the screen")
    func rowsReloadedByAPassAreNotTrackedByIt() throws {
        let rows = TrackedRowsFake(texts: ["A", "B"])
        let list = ListView(identifier: "list", visibleRowCount: 2)
        let screen = ScreenStub(
            build: { screen in
                list.dataSource = rows
                screen.view.addSubview(list)
            },
            update: { _ in list.reloadData() }
        )
        let window = Window(rootViewController: screen)

        rows.models[0].text = "A2"

        #expect(try window.list("list").cellForRow(at: 0)?.text == "A2")
        #expect(screen.updatePropertiesCount == 1)
    }

    @Test("setNeedsUpdateConfiguration runs the handler again at the next flush point")
    func setNeedsUpdateConfigurationRunsTheHandler() throws {
        let rows = TrackedRowsFake(texts: ["A"])
        let (window, list) = makeListScreen(rows: rows, visibleRowCount: 1)
        let cell = try #require(list.cellForRow(at: 0))

        cell.setNeedsUpdateConfiguration()
        cell.setNeedsUpdateConfiguration()
        _ = window.render()

        #expect(rows.configuredRows == [0, 0])
    }

    /// A window on a screen with the list `list` over `rows`.
    private func makeListScreen(rows: TrackedRowsFake, visibleRowCount: Int) -> (Window, ListView) {
        let list = ListView(identifier: "list", visibleRowCount: visibleRowCount)
        let window = Window(
            rootViewController: ScreenStub { screen in
                list.dataSource = rows
                screen.view.addSubview(list)
            })
        return (window, list)
    }
}
