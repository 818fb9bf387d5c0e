import Foundation
import HeadlessUI
import Testing

@MainActor
struct ListViewTests {
    @Test("setting the data source shows the first rows, configured, and tells the delegate in order")
    func showsFirstRows() {
        let list = ListView(visibleRowCount: 3)
        let rows = RowsFake(count: 5)
        list.delegate = rows

        list.dataSource = rows

        #expect(list.numberOfRows == 5)
        #expect(list.visibleRows == 0..<3)
        #expect(list.visibleCells.map(\.text) == ["Row 0", "Row 1", "Row 2"])
        #expect(rows.displayedRows == [0, 1, 2])
        #expect(rows.endedRows.isEmpty)
    }

    @Test("a list set up off screen loads its rows when it joins a window, like UIKit's first layout")
    func loadsRowsWhenJoiningAWindow() {
        let list = ListView(visibleRowCount: 2)
        let rows = RowsFake(count: 5)
        let screen = ScreenStub()
        let window = Window(rootViewController: screen)
        list.delegate = rows
        list.dataSource = rows
        let displayedOffScreen = rows.displayedRows

        screen.view.addSubview(list)

        #expect(displayedOffScreen.isEmpty)
        #expect(rows.displayedRows == [0, 1])
        #expect(list.window === window)
    }

    @Test("scrolling 1,000 rows through a 10-row viewport reuses a handful of cells")
    func scrollingReusesCells() {
        let list = ListView(visibleRowCount: 10)
        let rows = RowsFake(count: 1_000)
        list.delegate = rows
        list.dataSource = rows

        for row in 1...990 {
            list.scroll(toRow: row)
        }

        #expect(rows.cellsSeen.count <= 12)
        #expect(rows.displayedRows == Array(0..<1_000))
        #expect(rows.endedRows == Array(0..<990))
        #expect(list.visibleRows == 990..<1_000)
        #expect(list.visibleCells.map(\.text) == (990..<1_000).map { "Row \($0)" })
    }

    @Test("rows leaving end display before their cells show the rows arriving")
    func displayCallbacksPairUp() throws {
        let list = ListView(visibleRowCount: 2)
        let rows = RowsFake(count: 6)
        list.delegate = rows
        list.dataSource = rows
        let first = ObjectIdentifier(try #require(list.cellForRow(at: 0)))
        let second = ObjectIdentifier(try #require(list.cellForRow(at: 1)))

        list.scroll(toRow: 4)

        #expect(
            rows.events == [
                .willDisplay(row: 0, cell: first),
                .willDisplay(row: 1, cell: second),
                .didEndDisplaying(row: 0, cell: first),
                .didEndDisplaying(row: 1, cell: second),
                // The last cell freed is reused first: rows do not keep their order across cells.
                .willDisplay(row: 4, cell: second),
                .willDisplay(row: 5, cell: first),
            ])
    }

    @Test("a reused cell is cleared before it is configured for its new row")
    func reusedCellIsCleared() {
        let list = ListView(visibleRowCount: 1)
        let rows = RowsFake(count: 2)
        list.delegate = rows
        list.dataSource = rows
        let cell = list.visibleCells[0]
        cell.detailText = "12 favourites · 3 comments"
        cell.imageURL = URL(string: "https://example.com/0.jpg")

        list.scroll(toRow: 1)

        #expect(list.cellForRow(at: 1) === cell)
        #expect(cell.text == "Row 1")
        #expect(cell.detailText == nil)
        #expect(cell.imageURL == nil)
    }

    @Test("only visible rows have cells; a cell knows which row it shows")
    func cellsForVisibleRowsOnly() {
        let list = ListView(visibleRowCount: 3)
        let rows = RowsFake(count: 10)
        list.dataSource = rows
        let topCell = list.cellForRow(at: 0)

        list.scroll(toRow: 5)

        #expect(list.cellForRow(at: 0) == nil)
        #expect(list.cellForRow(at: 5)?.text == "Row 5")
        #expect(list.row(for: list.cellForRow(at: 6)!) == 6)
        #expect(topCell.flatMap { list.row(for: $0) } != 0)
    }

    @Test("shrinking the viewport ends display of the rows that leave; a negative size is taken as zero")
    func resizingTheViewport() {
        let list = ListView(visibleRowCount: 3)
        let rows = RowsFake(count: 5)
        list.delegate = rows
        list.dataSource = rows
        #expect(list.visibleRows == 0..<3)

        list.visibleRowCount = 1
        #expect(list.visibleRows == 0..<1)
        #expect(rows.endedRows == [1, 2])

        list.visibleRowCount = -1
        #expect(list.visibleRowCount == 0)
        #expect(list.visibleCells.isEmpty)
    }

    @Test("scrolling past the end keeps the viewport full")
    func scrollingClamps() {
        let list = ListView(visibleRowCount: 3)
        let rows = RowsFake(count: 5)
        list.dataSource = rows

        list.scroll(toRow: 100)
        #expect(list.visibleRows == 2..<5)
        list.scroll(toRow: -4)
        #expect(list.visibleRows == 0..<3)
    }

    @Test("selecting a row tells the delegate, scrolling it into view first")
    func selectingARow() {
        let list = ListView(visibleRowCount: 3)
        let rows = RowsFake(count: 10)
        list.delegate = rows
        list.dataSource = rows

        list.select(row: 1)
        list.select(row: 7)

        #expect(rows.selectedRows == [1, 7])
        #expect(list.visibleRows == 5..<8)
    }

    @Test("selecting a row that does not exist, or in a hidden list, does nothing")
    func selectingNothing() {
        let list = ListView(visibleRowCount: 3)
        let rows = RowsFake(count: 2)
        list.delegate = rows
        list.dataSource = rows

        list.select(row: 2)
        list.select(row: -1)
        list.isHidden = true
        list.select(row: 0)

        #expect(rows.selectedRows.isEmpty)
    }

    @Test("reloading picks up new rows, ends display of the old ones and keeps the scroll position")
    func reloading() {
        let list = ListView(visibleRowCount: 2)
        let rows = RowsFake(count: 10)
        list.delegate = rows
        list.dataSource = rows
        list.scroll(toRow: 4)
        let cellsBefore = rows.cellsSeen

        rows.rows = (0..<10).map { "New \($0)" }
        list.reloadData()

        #expect(list.visibleRows == 4..<6)
        #expect(list.visibleCells.map(\.text) == ["New 4", "New 5"])
        #expect(rows.endedRows.suffix(2) == [4, 5])
        #expect(rows.displayedRows.suffix(2) == [4, 5])
        #expect(rows.cellsSeen == cellsBefore)

        rows.rows = ["Only"]
        list.reloadData()

        #expect(list.visibleRows == 0..<1)
        #expect(list.visibleCells.map(\.text) == ["Only"])
    }

    @Test("rows appended below the shown ones leave the shown rows and their cells alone, and can then be scrolled to")
    func appendingRowsKeepsTheShownRows() {
        let list = ListView(visibleRowCount: 3)
        let rows = RowsFake(count: 5)
        list.delegate = rows
        list.dataSource = rows
        list.scroll(toRow: 2)
        let eventsBefore = rows.events
        let cellsBefore = list.visibleCells.map(ObjectIdentifier.init)

        rows.rows += ["Row 5", "Row 6"]
        list.insertRows(at: 5..<7)

        #expect(list.numberOfRows == 7)
        #expect(list.visibleRows == 2..<5)
        #expect(rows.events == eventsBefore)
        #expect(list.visibleCells.map(ObjectIdentifier.init) == cellsBefore)
        list.scroll(toRow: 4)
        #expect(list.visibleCells.map(\.text) == ["Row 4", "Row 5", "Row 6"])
    }

    @Test("rows appended to a list shorter than its viewport show at once and will display")
    func appendingRowsFillsTheViewport() {
        let list = ListView(visibleRowCount: 4)
        let rows = RowsFake(count: 2)
        list.delegate = rows
        list.dataSource = rows
        #expect(list.visibleRows == 0..<2)

        rows.rows += ["Row 2", "Row 3", "Row 4"]
        list.insertRows(at: 2..<5)

        #expect(list.visibleRows == 0..<4)
        #expect(rows.displayedRows == [0, 1, 2, 3])
        #expect(rows.endedRows.isEmpty)
    }

    @Test("rows inserted anywhere but the end reload the list")
    func insertingInTheMiddleReloads() {
        let list = ListView(visibleRowCount: 2)
        let rows = RowsFake(count: 3)
        list.delegate = rows
        list.dataSource = rows
        #expect(list.visibleRows == 0..<2)

        rows.rows.insert("New", at: 0)
        list.insertRows(at: 0..<1)

        #expect(list.visibleCells.map(\.text) == ["New", "Row 0"])
        #expect(rows.endedRows == [0, 1])
    }
}
