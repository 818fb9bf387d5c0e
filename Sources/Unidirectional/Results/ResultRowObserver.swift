import HeadlessUI

/// The observer of one row's counts for the cell showing that row: what a cell keeps while it shows the row.
///
/// ``ResultsViewController`` makes one as the cell's attachment when it configures the cell for a row, and observes
/// the row's detail in the store by its photo id with this object as the observer. The cell owns it for that row
/// only: reused for another row, the cell lets it go, which ends the observation — the old row can never render into
/// the cell again. It refers to the cell weakly, since the cell owns it.
final class ResultRowObserver {
    /// The cell showing the row.
    weak let cell: ListCell?

    /// Creates the observer for the row `cell` is about to show.
    init(cell: ListCell) {
        self.cell = cell
    }
}
