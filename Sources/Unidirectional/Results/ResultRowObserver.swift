import HeadlessUI

/// What a cell keeps while it shows a row: the observer of that row's counts, by photo id, in the store.
///
/// ``ResultsViewController`` makes one as the cell's attachment for each row it configures; the cell owns it for that
/// row only, so reused, it lets go and the old row can never render into it. It holds the cell weakly.
final class ResultRowObserver {
    /// The cell showing the row.
    weak let cell: ListCell?

    /// Creates the observer for the row `cell` is about to show.
    init(cell: ListCell) {
        self.cell = cell
    }
}
