import Foundation

/// Tells a ``ListView`` how many rows it has and what each shows. Stands in for `UITableViewDataSource`.
///
/// Deliberate difference: the list dequeues and prepares the cell itself and hands it over to be
/// configured, so there is no `dequeueReusableCell(withIdentifier:)` and no way to skip reuse.
@MainActor
public protocol ListViewDataSource: AnyObject {
    /// The number of rows (`tableView(_:numberOfRowsInSection:)`, with a single section).
    func numberOfRows(in listView: ListView) -> Int

    /// Fills `cell` (fresh, or reused and cleared) for `row` (`tableView(_:cellForRowAt:)`).
    func listView(_ listView: ListView, configure cell: ListCell, forRow row: Int)
}
