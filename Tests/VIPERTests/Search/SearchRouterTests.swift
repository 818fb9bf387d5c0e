import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The search router, proven on its own: a bare screen in a window stands in for the search screen, and the module the
/// router pushes is VIPER's real results module, over the environment the router was built with, read through its
/// widgets — which module a router builds, over what, and where it pushes it, is all it does.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchRouterTests {
    @Test("S3: the router pushes the results module of the search it is given")
    func routerPushesTheResultsItIsGiven() async throws {
        let (router, window) = makeSUT(environment: .testing())

        router.showResults(SearchFixtures.results)
        await window.settle()

        #expect(window.topViewController?.title == SearchFixtures.text)
        #expect(try window.label("results.summary").text == "12,345 results")
    }

    @Test("S7: the results the router pushes ask the router's Flickr service for their counts")
    func routerPushedResultsAskTheRoutersFlickrServiceForCounts() async throws {
        let flickr = FlickrServiceStub(
            search: .success(SearchFixtures.results), metadata: .success(ResultsFixtures.someCounts.metadata))
        let (router, window) = makeSUT(environment: .testing(flickr: flickr))

        router.showResults(SearchFixtures.results)
        await window.settle()

        let rows = try window.list("results.list").visibleCells
        #expect(rows.count == SearchFixtures.results.photos.count)
        #expect(rows.map(\.detailText) == rows.map { _ in ResultsFixtures.someCounts.text })
    }

    @Test("S8: the router does not keep the search screen alive")
    func routerDoesNotKeepTheSearchScreenAlive() {
        let router = SearchRouter(environment: .testing())
        trackForLeaks(router)
        var search: ViewController? = ViewController()
        router.viewController = search
        weak let released = search

        search = nil

        // Released by whoever showed it, the screen is freed although its router lives on: the router's way back is
        // weak, so the screen, its presenter and its router make no cycle.
        #expect(released == nil)
        withExtendedLifetime(router) {}
    }

    // MARK: - Private

    /// The router over `environment` and a bare search screen in a window, as the assembly would leave it.
    private func makeSUT(environment: AppEnvironment) -> (router: SearchRouter, window: Window) {
        let router = SearchRouter(environment: environment)
        let search = ViewController()
        let window = Window(rootViewController: search)
        router.viewController = search
        trackForLeaks(router, window)
        return (router, window)
    }
}
