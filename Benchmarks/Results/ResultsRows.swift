import HeadlessUI

/// What the results benchmarks' checks read in a results list once its work has settled: every visible row shows its
/// photo's title ("Photo 42" for row 42, as ``ResultsPages`` names them) and the counts the services answer.
@MainActor
enum ResultsRows {
    /// Checks the rows `list` shows.
    static func verify(_ list: ListView) throws {
        let rows = list.visibleRows
        try check(rows.count == min(list.visibleRowCount, list.numberOfRows), "the list shows only rows \(rows)")
        for row in rows {
            let cell = list.cellForRow(at: row)
            try check("row \(row)'s title", is: cell?.text, expected: "Photo \(row)")
            try check("row \(row)'s counts", is: cell?.detailText, expected: ResultsPages.counts.summary)
        }
    }
}
