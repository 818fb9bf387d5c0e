import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The results module's assembly, once: built as the app builds it and shown in a window, the list's rows reach the
/// presenter, their counts are asked of the Flickr service through the interactor, and the answers come back through
/// the interactor's output to the cells. The leak check proves every way back is weak.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct ResultsModuleTests {
    @Test("S3, S7: the assembled module shows the results and each visible row's counts from its service")
    func assembledModuleShowsTheResultsAndTheirCounts() async throws {
        let flickr = FlickrServiceStub(
            search: .success(SearchFixtures.results), metadata: .success(ResultsFixtures.someCounts.metadata))
        let screen = ResultsModule.build(results: SearchFixtures.results, environment: .testing(flickr: flickr))
        let window = Window(rootViewController: screen)
        trackForLeaks(window)

        await window.settle()

        let rows = try window.list("results.list").visibleCells
        #expect(window.topViewController?.title == SearchFixtures.text)
        #expect(try window.label("results.summary").text == "12,345 results")
        #expect(rows.map(\.text) == SearchFixtures.results.photos.map(\.title))
        #expect(rows.map(\.detailText) == rows.map { _ in ResultsFixtures.someCounts.text })
    }
}
