import Foundation

/// A scrolling list of rows shown by reusable cells. Stands in for a single-section, `.subtitle`-style
/// `UITableView`.
///
/// Like UIKit it asks its ``dataSource`` for the number of rows and to configure a cell per visible row,
/// tells its ``delegate`` when rows appear, disappear and are selected, and **reuses cells**: only the
/// rows in the viewport have cells; a cell scrolled out goes to a reuse pool, is cleared with
/// ``ListCell/prepareForReuse()`` and shows a row coming in. Both are held weakly, as in UIKit; the list
/// owns its cells.
///
/// As in UIKit, the rows load on the first "layout" after a data source is set: at once when the list is
/// in a window, else when it joins one (so will-display work is counted by that window), or when asked
/// for its rows or cells. Later changes need ``reloadData()``.
///
/// Deliberate differences: the viewport is a fixed number of rows (``visibleRowCount``) instead of a
/// height; rows out of range are ignored by ``select(row:)`` and clamped by ``scroll(toRow:)`` instead of
/// crashing.
@MainActor
public final class ListView: View {
    // MARK: - Dependencies

    /// Supplies the rows; setting it reloads the list at its next layout.
    public weak var dataSource: (any ListViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// Hears display and selection events.
    public weak var delegate: (any ListViewDelegate)?

    // MARK: - State

    /// How many rows fit in the viewport; a negative count is taken as zero.
    public var visibleRowCount: Int {
        didSet {
            // Assigning inside `didSet` does not call it again, so the clamped value is shown right here.
            visibleRowCount = max(0, visibleRowCount)
            show(viewport(from: shownRows.lowerBound))
        }
    }

    /// The number of rows: as the data source said at the last reload, or says now while a reload waits (reading a
    /// count lays out no cells, as `numberOfRows(inSection:)` does not).
    public var numberOfRows: Int {
        needsReload ? max(0, dataSource?.numberOfRows(in: self) ?? 0) : rowCount
    }

    /// The rows in the viewport, top to bottom.
    public var visibleRows: Range<Int> {
        layoutIfNeeded()
        return shownRows
    }

    private var rowCount = 0
    private var shownRows: Range<Int> = 0..<0
    private var cellsByRow: [Int: ListCell] = [:]
    private var reusePool: [ListCell] = []
    private var needsReload = false

    /// The rows a list shows at once unless told otherwise: about one phone screen of table rows.
    nonisolated public static let defaultVisibleRowCount = 10

    /// Creates an empty list with an optional identifier and a viewport of `visibleRowCount` rows.
    public init(identifier: String? = nil, visibleRowCount: Int = defaultVisibleRowCount) {
        self.visibleRowCount = max(0, visibleRowCount)
        super.init(identifier: identifier)
    }

    // MARK: - Outputs

    /// The cells of the visible rows, top to bottom.
    public var visibleCells: [ListCell] {
        layoutIfNeeded()
        return visibleRows.compactMap { cellsByRow[$0] }
    }

    /// The cell showing `row`, or nil when the row is not visible (`cellForRow(at:)`).
    public func cellForRow(at row: Int) -> ListCell? {
        layoutIfNeeded()
        return cellsByRow[row]
    }

    /// The row `cell` shows, or nil when it shows none (`indexPath(for:)`): late work for a cell checks
    /// this to avoid filling a cell that has been reused for another row.
    public func row(for cell: ListCell) -> Int? {
        shownRows.first { cellsByRow[$0] === cell }
    }

    // MARK: - Inputs

    /// Asks the data source again for the rows and refills the visible cells, keeping the scroll position
    /// where the rows allow.
    public func reloadData() {
        needsReload = false
        let first = shownRows.lowerBound
        show(0..<0)
        rowCount = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        show(viewport(from: first))
    }

    /// Tells the list that `rows` were added at its end (`insertRows(at:with:)`): it asks the data source for the new
    /// count and gives cells to the new rows that fall in the viewport, leaving the rows already shown — their cells and
    /// their work — as they are, as UIKit does for an insertion below them. Rows inserted anywhere else reload the
    /// list (a deliberate simplification: only appending, a page arriving, keeps the shown rows).
    public func insertRows(at rows: Range<Int>) {
        // A list never laid out lays out nothing off screen, as in UIKit: the rows are counted, and get cells once the
        // list joins a window or is asked for its cells.
        guard window != nil || !cellsByRow.isEmpty else {
            setNeedsReload()
            return
        }
        layoutIfNeeded()
        guard rows.lowerBound == rowCount else {
            reloadData()
            return
        }
        rowCount = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        show(viewport(from: shownRows.lowerBound))
    }

    /// Scrolls so that `row` is the top visible row, or as near as the number of rows allows; the rows arriving are
    /// up to date when it returns (a user event: pending update passes run at its end).
    public func scroll(toRow row: Int) {
        layoutIfNeeded()
        show(viewport(from: row))
        UpdatePass.runPendingPasses(inWindowOf: self)
    }

    /// The user taps `row`: it is scrolled into view if needed and the delegate hears of the selection.
    /// Does nothing for a row that does not exist or while the list is hidden.
    public func select(row: Int) {
        guard (0..<numberOfRows).contains(row), !isHiddenInHierarchy else { return }
        if row < shownRows.lowerBound {
            scroll(toRow: row)
        } else if row >= shownRows.upperBound {
            scroll(toRow: row - visibleRowCount + 1)
        }
        delegate?.listView(self, didSelectRow: row)
        UpdatePass.runPendingPasses(inWindowOf: self)
    }

    // MARK: - Private

    private func setNeedsReload() {
        needsReload = true
        if window != nil {
            reloadData()
        }
    }

    private func layoutIfNeeded() {
        if needsReload {
            reloadData()
        }
    }

    override func didMoveToWindow() {
        layoutIfNeeded()
        for cell in cellsByRow.values {
            UpdatePass.reschedule(cell)
        }
    }

    private func viewport(from row: Int) -> Range<Int> {
        let first = max(0, min(row, rowCount - visibleRowCount))
        return first..<min(rowCount, first + visibleRowCount)
    }

    /// Moves the viewport to `rows`: rows leaving end display and give their cells to the pool first,
    /// then rows arriving get a cell (reused when possible), are configured and will display.
    private func show(_ rows: Range<Int>) {
        let leaving = shownRows.filter { !rows.contains($0) }
        let arriving = rows.filter { !shownRows.contains($0) }
        shownRows = rows
        var freed: [ListCell] = []
        for row in leaving {
            guard let cell = cellsByRow.removeValue(forKey: row) else { continue }
            delegate?.listView(self, didEndDisplaying: cell, forRow: row)
            freed.append(cell)
        }
        // A plain stack: the last cell freed is the first reused. UIKit promises nothing about which cell a row gets;
        // a pool that kept the order of rows (handing the first arriving row the first freed cell) would give rows
        // scrolled away and back their own cells again, and work that wrongly outlived a cell's reuse would write into
        // the right cell by luck, where no test could see it.
        reusePool.append(contentsOf: freed)
        for row in arriving {
            let cell = dequeueCell()
            dataSource?.listView(self, configure: cell, forRow: row)
            cellsByRow[row] = cell
        }
        for row in arriving {
            guard let cell = cellsByRow[row] else { continue }
            delegate?.listView(self, willDisplay: cell, forRow: row)
        }
    }

    private func dequeueCell() -> ListCell {
        guard let cell = reusePool.popLast() else {
            let cell = ListCell()
            cell.listView = self
            return cell
        }
        cell.prepareForReuse()
        return cell
    }

    override var renderedState: [String] {
        var state = [rowCount == 1 ? "1 row" : "\(rowCount) rows"]
        if rowCount > shownRows.count, !shownRows.isEmpty {
            state.append("showing \(shownRows.lowerBound)-\(shownRows.upperBound - 1)")
        }
        return state
    }

    /// One line per visible row, for ``Window/render()``.
    var renderedRows: [String] {
        shownRows.map { row in
            guard let cell = cellsByRow[row] else { return "row \(row): no cell" }
            var parts: [String] = []
            if let text = cell.text { parts.append(text.quoted) }
            if let detail = cell.detailText { parts.append("detail \(detail.quoted)") }
            if let url = cell.imageURL { parts.append("image \(url.absoluteString)") }
            return "row \(row): " + (parts.isEmpty ? "empty" : parts.joined(separator: ", "))
        }
    }
}
