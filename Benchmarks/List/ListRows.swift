import HeadlessUI

/// The data source of the `list.*` benchmarks: a fixed number of rows, each with a title and a subtitle, as a
/// search result list shows photos.
@MainActor
final class ListRows: ListViewDataSource {
    private let titles: [String]

    /// Rows titled `Photo 0`, `Photo 1`, …: short enough to be stored inline, so configuring a cell allocates nothing.
    init(count: Int) {
        titles = (0..<count).map { "Photo \($0)" }
    }

    func numberOfRows(in listView: ListView) -> Int {
        titles.count
    }

    func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        cell.text = titles[row]
        cell.detailText = "by someone"
    }
}
