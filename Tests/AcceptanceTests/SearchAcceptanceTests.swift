import Catalog
import Foundation
import HeadlessUI
import Model
import TestSupport
import Testing

/// The search screen as a user meets it, written once and run against every architecture through the Catalog and
/// the window: typing, tapping, selecting and reading, nothing else.
@MainActor
@Suite(.leakChecked, .serialized, .timeLimit(.minutes(1)))
struct SearchAcceptanceTests {
    @Test(
        "S1: Go is enabled exactly when the trimmed text has more than 3 characters",
        arguments: Architecture.allCases, SearchFixtures.goRule
    )
    func goIsEnabledExactlyWhenTheTextMakesAQuery(architecture: Architecture, row: SearchFixtures.GoRow) throws {
        let window = Window.open(.search, in: architecture, environment: .testing())
        #expect(window.topViewController?.title == "Flickr Search")
        #expect(try window.textField("search.text").placeholder == "Search Flickr")
        #expect(try window.button("search.go").title == "Go")

        try window.textField("search.text").paste(row.text)

        #expect(try window.button("search.go").isEnabled == row.isGoEnabled)
    }

    @Test(
        "S1: the search screen opens with Go disabled, nothing loading and no recent searches",
        arguments: Architecture.allCases
    )
    func searchScreenOpensIdle(architecture: Architecture) throws {
        let window = Window.open(.search, in: architecture, environment: .testing())

        #expect(try !window.button("search.go").isEnabled)
        #expect(try !window.activityIndicator("search.loading").isAnimating)
        #expect(!window.isNetworkActivityIndicatorVisible)
        #expect(try window.list("search.recent").numberOfRows == 0)
    }

    @Test("S1: every style draws the same empty search screen")
    func everyStyleDrawsTheSameSearchScreen() {
        let drawn = Architecture.allCases.map { architecture in
            Window.open(.search, in: architecture, environment: .testing()).render()
        }

        #expect(Set(drawn).count == 1, "\(drawn)")
    }

    @Test(
        "S2: Go ends editing; while the search runs the spinner and the network indicator show and Go is disabled",
        arguments: Architecture.allCases
    )
    func whileSearchingTheScreenShowsItIsLoading(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let window = Window.open(.search, in: architecture, environment: .testing(flickr: flickr))
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        #expect(try !window.textField("search.text").isEditing)
        #expect(try window.activityIndicator("search.loading").isAnimating)
        #expect(window.isNetworkActivityIndicatorVisible)
        #expect(try !window.button("search.go").isEnabled)
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
        #expect(try !window.activityIndicator("search.loading").isAnimating)
        #expect(!window.isNetworkActivityIndicatorVisible)
    }

    @Test(
        "S3: a search through the offline catalogue shows its real photos, titled with the text, and their counts",
        arguments: Architecture.allCases
    )
    func searchShowsTheCataloguesPhotosAndCounts(architecture: Architecture) async throws {
        let window = Window.open(.search, in: architecture, environment: .testing())

        try window.textField("search.text").type(" candy ")
        try window.button("search.go").tap()
        await window.settle()

        #expect(window.topViewController?.title == "candy")
        #expect(try window.label("results.summary").text == "3 results")
        let list = try window.list("results.list")
        #expect(list.visibleCells.map(\.text) == ["Candy canes", "Cotton candy time again!", "cotton-candy dog"])
        // Only the first photo's counts were captured with it; the catalogue makes none up.
        #expect(
            list.visibleCells.map(\.detailText) == [
                "1 favourite · 1 comment", "— favourites · — comments", "— favourites · — comments",
            ]
        )
    }

    @Test(
        "S7: the results a search opens ask the screen's own Flickr service for their counts",
        arguments: Architecture.allCases
    )
    func openedResultsAskTheSameServiceForCounts(architecture: Architecture) async throws {
        let flickr = FlickrServiceStub(
            search: .success(SearchFixtures.results), metadata: .success(ResultsFixtures.someCounts.metadata))
        let window = Window.open(.search, in: architecture, environment: .testing(flickr: flickr))
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await window.settle()

        let rows = try window.list("results.list").visibleCells
        #expect(rows.map(\.detailText) == rows.map { _ in ResultsFixtures.someCounts.text })
        #expect(rows.count == SearchFixtures.results.photos.count)
    }

    @Test("S3: a search that matches nothing shows No photos found and an empty list", arguments: Architecture.allCases)
    func searchThatMatchesNothing(architecture: Architecture) async throws {
        let window = Window.open(.search, in: architecture, environment: .testing())

        try window.textField("search.text").type("qwxzy")
        try window.button("search.go").tap()
        await window.settle()

        #expect(window.topViewController?.title == "qwxzy")
        #expect(try window.label("results.summary").text == "No photos found")
        #expect(try window.list("results.list").numberOfRows == 0)
    }

    @Test("S3: the same search run again, back from its results, shows them again", arguments: Architecture.allCases)
    func sameSearchRunAgainShowsItsResultsAgain(architecture: Architecture) async throws {
        let window = Window.open(.search, in: architecture, environment: .testing())
        try window.textField("search.text").type("candy")
        try window.button("search.go").tap()
        await window.settle()
        // Back from the results the search screen is as it was left, so Go runs the same text again.
        let leftResults = window.navigationController.pop()?.title == "candy"

        try window.button("search.go").tap()
        await window.settle()
        // The results screen pushed again must be freed with the window too.
        trackForLeaks(window)

        #expect(leftResults)
        #expect(window.navigationController.viewControllers.map(\.title) == ["Flickr Search", "candy"])
        #expect(try window.label("results.summary").text == "3 results")
    }

    @Test(
        "S4: eleven searches keep the ten newest, and the same text in another case moves to the front once",
        arguments: Architecture.allCases
    )
    func recentSearchesKeepTenAndMoveRepeatsToTheFront(architecture: Architecture) async throws {
        let window = Window.open(.search, in: architecture, environment: .testing())
        let texts = (1...11).map { "search \($0)" } + ["SEARCH 5"]

        for text in texts {
            try await search(text, in: window)
        }

        let rows = try window.list("search.recent")
        #expect(rows.numberOfRows == 10)
        rows.scroll(toRow: 0)
        #expect(
            rows.visibleCells.map(\.text)
                == ["SEARCH 5 (0)"] + [11, 10, 9, 8, 7, 6, 4, 3, 2].map { "search \($0) (0)" }
        )
    }

    @Test(
        "S4: success puts the search at the top of the recent searches, with its total and first thumbnail",
        arguments: Architecture.allCases
    )
    func successPutsTheSearchAtTheTopOfTheRecentSearches(architecture: Architecture) async throws {
        let store = InMemoryStore()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let flickr = FlickrServiceStub(search: .success(SearchFixtures.results))
        let window = Window.open(.search, in: architecture, environment: .testing(store: store, flickr: flickr))
        // Kept, because the results screen is on top once the search succeeds: the list must change where it is.
        let recent = try window.list("search.recent")
        try window.textField("search.text").type(SearchFixtures.text)

        try window.button("search.go").tap()
        await window.settle()
        // The results screen pushed since the window was opened must be freed with it too.
        trackForLeaks(window)

        #expect(
            recent.visibleCells.map(\.text) == [SearchFixtures.recentRow.text, SearchFixtures.earlierRecentRow.text])
        #expect(recent.visibleCells.map(\.imageURL) == [SearchFixtures.recentRow.thumbnailURL, nil])
    }

    @Test(
        "S4: a search goes to the top of the recent searches with its total and first thumbnail, and survives reopening",
        arguments: Architecture.allCases
    )
    func recentSearchSurvivesReopening(architecture: Architecture) async throws {
        let environment = AppEnvironment.testing()
        let first = Window.open(.search, in: architecture, environment: environment)
        try await search("tatras", in: first)

        let window = Window.open(.search, in: architecture, environment: environment)

        let row = try #require(try window.list("search.recent").cellForRow(at: 0))
        #expect(row.text == "tatras (12)")
        #expect(row.imageURL?.absoluteString == "https://live.staticflickr.com/7067/6876515529_654bbdec49_m.jpg")
    }

    @Test("S5: selecting a recent search fills the text and runs that search", arguments: Architecture.allCases)
    func selectingARecentSearchRunsIt(architecture: Architecture) async throws {
        let environment = AppEnvironment.testing()
        try await search("nantes", in: Window.open(.search, in: architecture, environment: environment))
        let window = Window.open(.search, in: architecture, environment: environment)

        try window.list("search.recent").select(row: 0)
        #expect(try window.textField("search.text").text == "nantes")
        await window.settle()

        #expect(window.topViewController?.title == "nantes")
        #expect(try window.label("results.summary").text == "4 results")
    }

    @Test("S5: while a search runs, Go and selecting a recent search do nothing", arguments: Architecture.allCases)
    func whileASearchRunsGoAndSelectionDoNothing(architecture: Architecture) async throws {
        let store = InMemoryStore()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let flickr = FlickrServiceSpy()
        let window = Window.open(.search, in: architecture, environment: .testing(store: store, flickr: flickr))
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        try window.button("search.go").tap()
        try window.list("search.recent").select(row: 0)
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await window.settle()

        #expect(flickr.searchRequests == [SearchFixtures.text])
        #expect(try window.textField("search.text").text == SearchFixtures.text)
    }

    @Test(
        "S6: a failure shows its own message, or the generic one for an error without one, never its description",
        arguments: Architecture.allCases, SearchFixtures.failures
    )
    func failureShowsItsOwnOrTheGenericMessage(architecture: Architecture, failure: ServiceFailure) async throws {
        let flickr = FlickrServiceSpy()
        let window = Window.open(.search, in: architecture, environment: .testing(flickr: flickr))
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        flickr.completeSearch(with: .failure(failure.error))
        await window.settle()

        #expect(window.toast.messages == [failure.message])
        #expect(try window.button("search.go").isEnabled)
    }

    @Test(
        "S6: a live-client failure shows Flickr's message, stops loading, enables Go again, and never shows the key",
        arguments: Architecture.allCases
    )
    func liveClientFailureShowsTheMessageWithoutTheKey(architecture: Architecture) async throws {
        let body = try CapturedResponse.data("error-100-invalid-key.json")
        let session = AcceptanceStub.session { _ in .http(status: 200, body: body) }
        let environment = AppEnvironment.testing(flickr: LiveFlickrService(apiKey: Self.apiKey, session: session))
        let window = Window.open(.search, in: architecture, environment: environment)

        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await window.settle()

        #expect(window.toast.messages == ["Flickr rejected the API key."])
        #expect(window.toast.messages.allSatisfy { !$0.contains(Self.apiKey) })
        #expect(!window.render().contains(Self.apiKey))
        #expect(try !window.activityIndicator("search.loading").isAnimating)
        #expect(try window.button("search.go").isEnabled)
        #expect(window.topViewController?.title == "Flickr Search")
    }

    @Test("S2: Go sends the query cats & dogs #1 to the live client intact", arguments: Architecture.allCases)
    func queryReachesTheLiveClientIntact(architecture: Architecture) async throws {
        let body = try CapturedResponse.data("error-100-invalid-key.json")
        let session = AcceptanceStub.session { _ in .http(status: 200, body: body) }
        let environment = AppEnvironment.testing(flickr: LiveFlickrService(apiKey: Self.apiKey, session: session))
        let window = Window.open(.search, in: architecture, environment: environment)

        try window.textField("search.text").type("cats & dogs #1")
        try window.button("search.go").tap()
        await window.settle()

        let url = try #require(AcceptanceStub.requests.first?.url)
        let items = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)
        #expect(items.first { $0.name == "text" }?.value == "cats & dogs #1")
        #expect(items.first { $0.name == "method" }?.value == "flickr.photos.search")
    }

    @Test(
        "S8: released mid-search, the search is cancelled: nothing is pushed or recorded, and everything is freed",
        arguments: Architecture.allCases
    )
    func releasedMidSearchCancelsTheSearch(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let store = KeyValueStoreSpy()
        var window: Window? = Window.open(
            .search, in: architecture, environment: .testing(store: store, flickr: flickr))
        try window?.textField("search.text").type(SearchFixtures.text)
        try window?.button("search.go").tap()
        await flickr.waitForSearchRequest()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
        #expect(store.writes.isEmpty)
    }

    @Test(
        "S8: released mid-search started from a recent search, the search is cancelled: nothing is recorded",
        arguments: Architecture.allCases
    )
    func releasedMidSelectedSearchCancelsTheSearch(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let store = KeyValueStoreSpy()
        RecentSearches(store: store).record(SearchFixtures.earlierResults)
        let recorded = store.writes
        var window: Window? = Window.open(
            .search, in: architecture, environment: .testing(store: store, flickr: flickr))
        try window?.list("search.recent").select(row: 0)
        await flickr.waitForSearchRequest()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.earlierText])
        #expect(store.writes == recorded)
    }

    // MARK: - Private

    private static let apiKey = "acceptance-secret-key-0042"

    /// Types `text`, taps Go, waits for the results, and goes back to the search screen.
    private func search(_ text: String, in window: Window) async throws {
        let field = try window.textField("search.text")
        field.clear()
        field.type(text)
        try window.button("search.go").tap()
        await window.settle()
        window.navigationController.pop()
    }
}
