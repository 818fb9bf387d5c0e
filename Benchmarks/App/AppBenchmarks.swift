import Catalog

extension BenchmarkRegistry {
    /// Per architecture, the whole app (N1–N6): `app.link`, a search link followed from the system to its results on
    /// screen with their counts (``AppLinks``); `app.churn`, the app started, used and closed 1,000 times (``AppChurn``),
    /// whose check fails if any closed app outlived its scene. MVC is each group's baseline.
    @MainActor
    mutating func addAppBenchmarks() {
        for architecture in Architecture.allCases {
            add("app.link/\(architecture.rawValue)", isBaseline: architecture == .mvc) {
                let links = AppLinks(architecture: architecture)
                return Benchmark.Work(loop: links.loop) { try links.verify() }
            }
        }
        for architecture in Architecture.allCases {
            let churn = AppChurn(architecture: architecture)
            add(
                "app.churn/\(architecture.rawValue)",
                isBaseline: architecture == .mvc,
                keepsAtMost: Self.appChurnsKept,
                building: churn.run,
                verify: { _ in try churn.verify() }
            )
        }
    }

    /// Builds kept for the bytes reading, each 1,000 apps (seconds each): as few as `screens.churn` keeps.
    private static let appChurnsKept = 3
}
