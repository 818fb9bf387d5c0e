import HeadlessUI

/// A data source whose rows are `@Observable` models: each cell shows its row's text through a tracked
/// `configurationUpdateHandler`, and every run of a handler is recorded with its row.
@MainActor
final class TrackedRowsFake: ListViewDataSource {
    let models: [CounterModel]

    /// The row of every handler run, in order: the first runs when the rows are configured, later ones are re-runs.
    private(set) var configuredRows: [Int] = []

    init(texts: [String]) {
        models = texts.map { CounterModel(text: $0) }
    }

    func numberOfRows(in listView: ListView) -> Int {
        models.count
    }

    func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int) {
        let model = models[row]
        cell.configurationUpdateHandler = { [weak self] cell in
            self?.configuredRows.append(row)
            cell.text = model.text
        }
    }
}
