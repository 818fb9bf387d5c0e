import HeadlessUI

extension BenchmarkRegistry {
    /// A ``ListView`` in a ``Window`` over 10, 100, 1,000 and 10,000 rows: loading its first screen and scrolling one
    /// screen further. Only visible rows have cells, and scrolling reuses them, so both should cost the same whatever
    /// the number of rows.
    ///
    /// The viewport is 5 rows (not the default 10) so that even 10 rows make two screens to scroll between.
    mutating func addListBenchmarks() {
        for rowCount in [10, 100, 1000, 10_000] {
            add("list.load/\(rowCount)", isBaseline: rowCount == 10) {
                let rows = ListRows(count: rowCount)
                let screen = ViewController()
                let window = Window(rootViewController: screen)
                let loop: Benchmark.Loop = { iterations in
                    var shown = 0
                    for _ in 0..<iterations {
                        // A new list with its data source loads its first screen (creating its cells) on joining the
                        // window, as a table view does on its first layout.
                        let list = ListView(identifier: "list", visibleRowCount: Self.listScreenRows)
                        list.dataSource = rows
                        screen.view.addSubview(list)
                        shown &+= list.visibleRows.count
                        list.removeFromSuperview()
                    }
                    precondition(shown == iterations * Self.listScreenRows, "a list did not load its first screen")
                    blackHole((window, shown))
                }
                // The loop lets every list go: one more, loaded the same way, shows the rows' first screen.
                return Benchmark.Work(loop: loop) {
                    try check("the lists left on screen", is: screen.view.subviews.count, expected: 0)
                    let list = ListView(identifier: "list", visibleRowCount: Self.listScreenRows)
                    list.dataSource = rows
                    screen.view.addSubview(list)
                    try Self.verifyRows(of: list, from: 0)
                    list.removeFromSuperview()
                }
            }
        }
        for rowCount in [10, 100, 1000, 10_000] {
            add("list.scroll/\(rowCount)", isBaseline: rowCount == 10) {
                let rows = ListRows(count: rowCount)
                let screen = ViewController()
                let window = Window(rootViewController: screen)
                let list = ListView(identifier: "list", visibleRowCount: Self.listScreenRows)
                list.dataSource = rows
                screen.view.addSubview(list)
                let loop: Benchmark.Loop = { iterations in
                    for _ in 0..<iterations {
                        // One screen further, back to the top after the last: every step moves a whole screen, so
                        // every step ends the display of 5 rows and reuses their cells for 5 others.
                        let next = list.visibleRows.lowerBound + Self.listScreenRows
                        list.scroll(toRow: next < rowCount ? next : 0)
                    }
                    // The list holds its data source weakly, as UIKit does: the loop keeps it.
                    blackHole((window, rows))
                }
                return Benchmark.Work(loop: loop) {
                    try Self.verifyRows(of: list, from: list.visibleRows.lowerBound)
                }
            }
        }
    }

    /// Checks that `list` shows a full screen of rows from `top`, each cell filled with its own row.
    @MainActor
    private static func verifyRows(of list: ListView, from top: Int) throws {
        try check("the rows shown", is: list.visibleRows, expected: top..<top + listScreenRows)
        for (offset, cell) in list.visibleCells.enumerated() {
            try check("row \(top + offset)'s title", is: cell.text, expected: "Photo \(top + offset)")
            try check("row \(top + offset)'s subtitle", is: cell.detailText, expected: "by someone")
        }
    }

    /// Rows in the benchmark lists' viewport: one "screen".
    private static let listScreenRows = 5
}
