import HeadlessUI
import ReactiveCore

@testable import MVVMReactive

/// A list's data source that fills and binds each cell as a reactive results screen does: a title per row, set
/// when the cell is configured, and a detail bound to the row's property, which arrives later.
@MainActor
final class BoundRowsFake: ListViewDataSource {
    private(set) var titles: [String]
    private(set) var details: [MutableProperty<String?>]

    init(titles: [String]) {
        self.titles = titles
        details = titles.map { _ in MutableProperty(nil) }
    }

    /// Adds a row at the end, its detail yet to arrive, as a page arriving does; the list is told separately.
    func append(_ title: String) {
        titles.append(title)
        details.append(MutableProperty(nil))
    }

    func numberOfRows(in listView: ListView) -> Int {
        titles.count
    }

    func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        cell.text = titles[row]
        cell.reactive.detailText <~ details[row]
    }
}
