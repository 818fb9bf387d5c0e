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
/// Deliberate differences: the viewport is a fixed number of rows (``visibleRowCount``) instead of a
/// height; setting ``dataSource`` loads the rows at once (UIKit waits for the first layout pass); rows
/// out of range are ignored by ``select(row:)`` and clamped by ``scroll(toRow:)`` instead of crashing.
@MainActor
public final class ListView: View {
    // MARK: - Dependencies

    /// Supplies the rows; setting it reloads the list.
    public weak var dataSource: (any ListViewDataSource)? {
        didSet { reloadData() }
    }

    /// Hears display and selection events.
    public weak var delegate: (any ListViewDelegate)?

    // MARK: - State

    /// How many rows fit in the viewport.
    public var visibleRowCount: Int {
        didSet { show(viewport(from: visibleRows.lowerBound)) }
    }

    /// The number of rows, as the data source said at the last ``reloadData()``.
    public private(set) var numberOfRows = 0

    /// The rows in the viewport, top to bottom.
    public private(set) var visibleRows: Range<Int> = 0..<0

    private var cellsByRow: [Int: ListCell] = [:]
    private var reusePool: [ListCell] = []

    /// Creates an empty list with an optional identifier and a viewport of `visibleRowCount` rows.
    public init(identifier: String? = nil, visibleRowCount: Int = 10) {
        self.visibleRowCount = max(0, visibleRowCount)
        super.init(identifier: identifier)
    }

    // MARK: - Outputs

    /// The cells of the visible rows, top to bottom.
    public var visibleCells: [ListCell] {
        visibleRows.compactMap { cellsByRow[$0] }
    }

    /// The cell showing `row`, or nil when the row is not visible (`cellForRow(at:)`).
    public func cellForRow(at row: Int) -> ListCell? {
        cellsByRow[row]
    }

    /// The row `cell` shows, or nil when it shows none (`indexPath(for:)`): late work for a cell checks
    /// this to avoid filling a cell that has been reused for another row.
    public func row(for cell: ListCell) -> Int? {
        visibleRows.first { cellsByRow[$0] === cell }
    }

    // MARK: - Inputs

    /// Asks the data source again for the rows and refills the visible cells, keeping the scroll position
    /// where the rows allow.
    public func reloadData() {
        let first = visibleRows.lowerBound
        show(0..<0)
        numberOfRows = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        show(viewport(from: first))
    }

    /// Scrolls so that `row` is the top visible row, or as near as the number of rows allows.
    public func scroll(toRow row: Int) {
        show(viewport(from: row))
    }

    /// The user taps `row`: it is scrolled into view if needed and the delegate hears of the selection.
    /// Does nothing for a row that does not exist or while the list is hidden.
    public func select(row: Int) {
        guard (0..<numberOfRows).contains(row), !isHiddenInHierarchy else { return }
        if row < visibleRows.lowerBound {
            scroll(toRow: row)
        } else if row >= visibleRows.upperBound {
            scroll(toRow: row - visibleRowCount + 1)
        }
        delegate?.listView(self, didSelectRow: row)
    }

    // MARK: - Private

    private func viewport(from row: Int) -> Range<Int> {
        let first = max(0, min(row, numberOfRows - visibleRowCount))
        return first..<min(numberOfRows, first + visibleRowCount)
    }

    /// Moves the viewport to `rows`: rows leaving end display and give their cells to the pool first,
    /// then rows arriving get a cell (reused when possible), are configured and will display.
    private func show(_ rows: Range<Int>) {
        let leaving = visibleRows.filter { !rows.contains($0) }
        let arriving = rows.filter { !visibleRows.contains($0) }
        visibleRows = rows
        var freed: [ListCell] = []
        for row in leaving {
            guard let cell = cellsByRow.removeValue(forKey: row) else { continue }
            delegate?.listView(self, didEndDisplaying: cell, forRow: row)
            freed.append(cell)
        }
        // Reversed, so that popping the pool hands the first arriving row the first freed cell.
        reusePool.append(contentsOf: freed.reversed())
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
        guard let cell = reusePool.popLast() else { return ListCell() }
        cell.prepareForReuse()
        return cell
    }

    override var renderedState: [String] {
        var state = [numberOfRows == 1 ? "1 row" : "\(numberOfRows) rows"]
        if numberOfRows > visibleRows.count, !visibleRows.isEmpty {
            state.append("showing \(visibleRows.lowerBound)-\(visibleRows.upperBound - 1)")
        }
        return state
    }

    /// One line per visible row, for ``Window/render()``.
    var renderedRows: [String] {
        visibleRows.map { row in
            guard let cell = cellsByRow[row] else { return "row \(row): no cell" }
            var parts: [String] = []
            if let text = cell.text { parts.append(String(reflecting: text)) }
            if let detail = cell.detailText { parts.append("detail \(String(reflecting: detail))") }
            if let url = cell.imageURL { parts.append("image \(url.absoluteString)") }
            return "row \(row): " + (parts.isEmpty ? "empty" : parts.joined(separator: ", "))
        }
    }
}
