import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVP

/// The router on its own, over a bare screen in a window: it pushes this style's results screen, and goes nowhere
/// once its screen is gone.
@MainActor
@Suite(.leakChecked)
struct SearchRouterTests {
    @Test("S3: the router pushes this style's results screen of the search")
    func pushesTheResultsScreen() throws {
        let (router, window) = makeSUT()

        router.showResults(ResultsFixtures.pageWithAnUntitledPhoto)

        #expect(window.navigationController.viewControllers.count == 2)
        #expect(window.topViewController?.title == "tatras")
        #expect(try window.label("results.summary").text == "3 results")
    }

    @Test("S8: a router whose screen was released goes nowhere")
    func goesNowhereOnceItsScreenIsGone() {
        let (router, window) = makeSUT()
        window.navigationController.push(ViewController())
        router.viewController = window.navigationController.pop()

        router.showResults(SearchFixtures.results)

        #expect(router.viewController == nil)
        #expect(window.navigationController.viewControllers.count == 1)
    }

    // MARK: - Private

    private func makeSUT() -> (router: SearchRouter, window: Window) {
        let origin = ViewController()
        let window = Window(rootViewController: origin)
        let router = SearchRouter(
            environment: .testing(flickr: FlickrServiceStub(search: .success(SearchFixtures.results))))
        router.viewController = origin
        trackForLeaks(window)
        trackForLeaks(router)
        return (router, window)
    }
}
