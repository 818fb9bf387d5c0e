import HeadlessUI
import TestSupport
import Testing

@testable import MVVMReactive
@testable import ReactiveCore

/// The cell bridge: a cell's bindings belong to the row it shows, and end when the cell is reused.
@MainActor
@Suite(.leakChecked)
struct ListCellReactiveTests {
    @Test("a cell shows the detail bound to it, the current one at once, then every change")
    func cellFollowsItsDetail() {
        let cell = ListCell()
        trackForLeaks(cell)
        let detail = MutableProperty<String?>(nil)
        cell.reactive.detailText <~ detail
        let shownAtOnce = cell.detailText

        detail.value = "3 favourites"

        #expect(shownAtOnce == nil)
        #expect(cell.detailText == "3 favourites")
    }

    @Test("a reused cell never shows the previous row's late value")
    func reusedCellIgnoresPreviousRow() throws {
        let rows = BoundRowsFake(titles: ["Row A", "Row B"])
        let list = ListView(visibleRowCount: 1)
        trackForLeaks(list)
        list.dataSource = rows
        let cell = try #require(list.cellForRow(at: 0))

        list.scroll(toRow: 1)
        rows.details[0].value = "late for row A"

        #expect(list.cellForRow(at: 1) === cell)
        #expect(cell.text == "Row B")
        #expect(cell.detailText == nil)
        #expect(rows.details[0].observerCount == 0)
        rows.details[1].value = "for row B"
        #expect(cell.detailText == "for row B")
    }

    @Test("a cell's bindings end when it goes, and never keep it alive, bound to a row's read-only detail too")
    func cellBindingsEndWithCell() {
        let detail = MutableProperty<String?>("3 favourites")
        var cell: ListCell? = ListCell()
        weak let weakCell = cell
        // A read-only face, as a row view model's detail is: the binding keeps it alive, so a target holding its cell
        // strongly would make a cycle through it and keep the cell.
        cell!.reactive.detailText <~ Property(capturing: detail)

        cell = nil

        #expect(weakCell == nil)
        #expect(detail.observerCount == 0)
    }
}
