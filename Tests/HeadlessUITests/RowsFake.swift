import HeadlessUI

/// A working data source and delegate over an array of row titles; records what the list tells it.
@MainActor
final class RowsFake: ListViewDataSource, ListViewDelegate {
    enum Event: Equatable {
        case willDisplay(row: Int, cell: ObjectIdentifier)
        case didEndDisplaying(row: Int, cell: ObjectIdentifier)
    }

    var rows: [String]
    private(set) var events: [Event] = []
    private(set) var selectedRows: [Int] = []
    private(set) var cellsSeen: Set<ObjectIdentifier> = []
    /// Called from will-display, for tests that start work when a row appears.
    var onWillDisplay: (@MainActor (ListView, ListCell, Int) -> Void)?
    /// Called from did-select, for tests that change something when a row is selected.
    var onSelect: (@MainActor (Int) -> Void)?

    init(rows: [String]) {
        self.rows = rows
    }

    convenience init(count: Int) {
        self.init(rows: (0..<count).map { "Row \($0)" })
    }

    var displayedRows: [Int] {
        events.compactMap { if case .willDisplay(let row, _) = $0 { row } else { nil } }
    }

    var endedRows: [Int] {
        events.compactMap { if case .didEndDisplaying(let row, _) = $0 { row } else { nil } }
    }

    func numberOfRows(in listView: ListView) -> Int {
        rows.count
    }

    func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        cellsSeen.insert(ObjectIdentifier(cell))
        cell.text = rows[row]
    }

    func listView(_ listView: ListView, willDisplay cell: ListCell, forRow row: Int) {
        events.append(.willDisplay(row: row, cell: ObjectIdentifier(cell)))
        onWillDisplay?(listView, cell, row)
    }

    func listView(_ listView: ListView, didEndDisplaying cell: ListCell, forRow row: Int) {
        events.append(.didEndDisplaying(row: row, cell: ObjectIdentifier(cell)))
    }

    func listView(_ listView: ListView, didSelectRow row: Int) {
        selectedRows.append(row)
        onSelect?(row)
    }
}
