import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The search module's assembly, once: built as the app builds it and shown in a window, the typed text reaches the
/// presenter, Go reaches the Flickr service through the interactor, and the answer comes back through the interactor's
/// output to the router, which pushes the results over the same service. The leak check proves every way back is weak.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct SearchModuleTests {
    @Test("S3: the assembled module searches through its service and shows the results")
    func assembledModuleSearchesAndShowsTheResults() async throws {
        let flickr = FlickrServiceStub(
            search: .success(SearchFixtures.results), metadata: .success(ResultsFixtures.someCounts.metadata))
        let window = Window(rootViewController: SearchModule.build(environment: .testing(flickr: flickr)))
        trackForLeaks(window)
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await window.settle()

        let rows = try window.list("results.list").visibleCells
        #expect(window.topViewController?.title == SearchFixtures.text)
        #expect(try window.label("results.summary").text == "12,345 results")
        #expect(rows.map(\.detailText) == rows.map { _ in ResultsFixtures.someCounts.text })
        trackForLeaks(window)
    }

    @Test("N2: the module built with a link's text shows it and searches it through its service")
    func assembledModuleSearchesTheTextItWasBuiltWith() async throws {
        let flickr = FlickrServiceSpy()
        let window = Window(
            rootViewController: SearchModule.build(environment: .testing(flickr: flickr), text: LinkFixtures.searchText)
        )
        trackForLeaks(window)

        await flickr.waitForSearchRequest()

        #expect(try window.textField("search.text").text == LinkFixtures.searchText)
        #expect(try window.activityIndicator("search.loading").isAnimating)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }
}
