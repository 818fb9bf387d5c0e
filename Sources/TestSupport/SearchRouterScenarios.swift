import HeadlessUI
import Model
import Testing

/// What a search router must do (S3, S7, S8), written once for MVP's router and VIPER's: push the style's results
/// screen for the results it is given, over the environment it was built with, and never keep the search screen
/// alive.
///
/// A suite creates it with its own `makeSUT` — the style's router over an environment — and each test is one call to
/// the scenario of the same name. The search screen is a bare controller in a window, so the router is proven on its
/// own; the screen it pushes is the style's real results screen, read through its widgets.
@MainActor
public struct SearchRouterScenarios<Router: SearchRouterInputs> {
    private let makeSUT: @MainActor (AppEnvironment) -> Router

    /// Scenarios over the routers `makeSUT` builds over an environment.
    public init(makeSUT: @escaping @MainActor (_ environment: AppEnvironment) -> Router) {
        self.makeSUT = makeSUT
    }

    /// S3: the pushed screen is the results of the search, titled with its text and summing up its total.
    public func pushesTheResultsItIsGiven() async throws {
        let (router, window) = routerOverSearchScreen(environment: .testing())

        router.showResults(SearchFixtures.results)
        await window.settle()

        #expect(window.topViewController?.title == SearchFixtures.text)
        #expect(try window.label("results.summary").text == "12,345 results")
    }

    /// S7: the rows of the pushed screen ask the Flickr service of the router's environment for their counts, and
    /// show them.
    public func pushedResultsAskTheRoutersFlickrServiceForCounts() async throws {
        let flickr = FlickrServiceStub(
            search: .success(SearchFixtures.results), metadata: .success(ResultsFixtures.someCounts.metadata))
        let (router, window) = routerOverSearchScreen(environment: .testing(flickr: flickr))

        router.showResults(SearchFixtures.results)
        await window.settle()

        let rows = try window.list("results.list").visibleCells
        #expect(rows.count == SearchFixtures.results.photos.count)
        #expect(rows.map(\.detailText) == rows.map { _ in ResultsFixtures.someCounts.text })
    }

    /// S8: released by whoever showed it, the search screen is freed although its router lives on: the router's way
    /// back is weak, so the screen, its presenter and its router make no cycle.
    public func doesNotKeepTheSearchScreenAlive() {
        let router = makeSUT(.testing())
        var search: ViewController? = ViewController()
        router.viewController = search
        weak let released = search

        search = nil

        #expect(released == nil)
        withExtendedLifetime(router) {}
    }

    // MARK: - Private

    private func routerOverSearchScreen(environment: AppEnvironment) -> (router: Router, window: Window) {
        let router = makeSUT(environment)
        let search = ViewController()
        let window = Window(rootViewController: search)
        trackForLeaks(window)
        router.viewController = search
        return (router, window)
    }
}
