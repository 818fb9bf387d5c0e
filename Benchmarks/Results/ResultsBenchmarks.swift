import Catalog
import HeadlessUI
import Model

extension BenchmarkRegistry {
    /// Per architecture, the results screen through the Catalog and a window: building it over 100 photos; scrolling
    /// it one screen further with the arriving rows' counts loading (time per row shown); scrolling through a search
    /// of ten pages as they load (S10, time per row scrolled past); and, per style, showing it over 10, 100, 1,000 and
    /// 10,000 photos, which cell reuse should keep flat. MVC is each per-architecture group's baseline, and 10 photos
    /// each growth group's.
    mutating func addResultsBenchmarks() {
        let hundredPhotos = ResultsPages.results(count: 100)
        for architecture in Architecture.allCases {
            add(
                "results.open/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                building: {
                    let screen = makeResultsScreen(
                        hundredPhotos, architecture: architecture, environment: ResultsPages.environment)
                    screen.loadViewIfNeeded()
                    return screen
                },
                verify: { screen in
                    let window = Window(rootViewController: screen)
                    await window.settle()
                    try check("the title", is: screen.title, expected: hundredPhotos.searchString)
                    let summary = try window.label("results.summary")
                    try check("results.summary's text", is: summary.text, expected: hundredPhotos.summary)
                    let list = try window.list("results.list")
                    try check("the rows listed", is: list.numberOfRows, expected: hundredPhotos.photos.count)
                    try ResultsRows.verify(list)
                }
            )
        }
        for architecture in Architecture.allCases {
            add(
                "results.scroll/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                operationsPerIteration: ResultsScrolling.rowsPerIteration
            ) {
                ResultsScrolling(architecture: architecture, search: .loaded).work
            }
        }
        for architecture in Architecture.allCases {
            add(
                "results.pages/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                operationsPerIteration: ResultsScrolling.rowsPerIteration
            ) {
                ResultsScrolling(architecture: architecture, search: .paged).work
            }
        }
        for architecture in Architecture.allCases {
            for count in [10, 100, 1_000, 10_000] {
                add("results.growth.\(architecture.rawValue)/\(count)", isBaseline: count == 10) {
                    ResultsGrowth(architecture: architecture, count: count).work
                }
            }
        }
    }
}
