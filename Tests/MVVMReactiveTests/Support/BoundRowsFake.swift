import Foundation
import HeadlessUI
import ReactiveCore

@testable import MVVMReactive

/// A list's data source that binds each cell to its row's properties, as a reactive results screen does:
/// a title and a detail per row, the detail arriving later.
@MainActor
final class BoundRowsFake: ListViewDataSource {
    let titles: [MutableProperty<String?>]
    let details: [MutableProperty<String?>]

    init(titles: [String]) {
        self.titles = titles.map { MutableProperty($0) }
        details = titles.map { _ in MutableProperty(nil) }
    }

    func numberOfRows(in listView: ListView) -> Int {
        titles.count
    }

    func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        cell.reactive.text <~ titles[row]
        cell.reactive.detailText <~ details[row]
    }
}
