import Catalog
import HeadlessUI
import Model
import TestSupport
import Testing

/// The whole app as a user meets it (N1–N6), written once and run against every style through the Catalog's
/// ``makeApp(architecture:environment:)``: logging in and out, the greeting's way to Search, and links handed over as
/// the system hands them, logged in, logged out and mid-login.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct AppAcceptanceTests {
    // MARK: - N1

    @Test("N1: the app starts on Login", arguments: Architecture.allCases)
    func appStartsOnLogin(architecture: Architecture) throws {
        let app = AppScene.start(architecture, environment: .testing())

        #expect(app.stack == ["Login"])
        #expect(try app.window.textField("login.phone").text == "")
    }

    @Test(
        "N1: a successful login makes the greeting for the person the root: there is no way back to Login",
        arguments: Architecture.allCases
    )
    func successfulLoginMakesTheGreetingTheRoot(architecture: Architecture) async throws {
        let app = AppScene.start(architecture, environment: .testing())

        try await app.logIn(as: LoginFixtures.ada)
        try app.window.button("greeting.show").tap()

        #expect(app.stack == ["Greeting"])
        #expect(try app.window.label("greeting.label").text == "Hello Ada Lovelace")
        #expect(app.window.navigationController.pop() == nil)
    }

    @Test("N1: Search photos pushes Search", arguments: Architecture.allCases)
    func searchPhotosPushesSearch(architecture: Architecture) async throws {
        let app = AppScene.start(architecture, environment: .testing())
        try await app.logIn()

        let searchPhotos = try app.window.button("greeting.search")
        #expect(searchPhotos.title == "Search photos")
        searchPhotos.tap()

        #expect(app.stack == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == "")
    }

    @Test("N1: Log out leaves Login alone on the stack with the phone pre-filled", arguments: Architecture.allCases)
    func logOutLeavesLoginAloneWithThePhonePrefilled(architecture: Architecture) async throws {
        let app = AppScene.start(architecture, environment: .testing())
        try await app.logIn(as: LoginFixtures.ada)

        let logOut = try app.window.button("greeting.logout")
        #expect(logOut.title == "Log out")
        logOut.tap()
        await app.window.settle()

        #expect(app.stack == ["Login"])
        #expect(try app.window.textField("login.phone").text == LoginFixtures.ada.phone.digits)
        #expect(try app.window.textField("login.code").text == "")
        #expect(try app.window.imageView("login.avatar").imageURL == LoginFixtures.ada.avatarURL)
    }

    @Test("N1: Log out frees the greeting and every screen opened since the login", arguments: Architecture.allCases)
    func logOutFreesEveryScreenButLogin(architecture: Architecture) async throws {
        let app = AppScene.start(architecture, environment: .testing())
        try await app.logIn()
        try app.window.button("greeting.search").tap()
        weak let search = app.window.topViewController
        app.window.navigationController.pop()
        weak let greeting = app.window.topViewController

        try app.window.button("greeting.logout").tap()
        await app.window.settle()

        #expect(app.stack == ["Login"])
        #expect(greeting == nil)
        #expect(search == nil)
    }

    // MARK: - N2

    @Test(
        "N2: a search link while logged in makes the stack Greeting › Search and runs the search",
        arguments: Architecture.allCases
    )
    func searchLinkWhileLoggedInRunsTheSearch(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        try await app.logIn()

        app.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()

        #expect(app.stack == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.searchText)
        #expect(try app.window.activityIndicator("search.loading").isAnimating)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])

        await app.answerSearch(flickr)

        #expect(app.stack == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(try app.window.label("results.summary").text == "12,345 results")
    }

    @Test(
        "N2: a link replaces whatever was open: its work is cancelled and its screens are freed",
        arguments: Architecture.allCases
    )
    func linkReplacesWhateverWasOpen(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        try await app.logIn()
        try app.window.button("greeting.search").tap()
        try app.window.textField("search.text").type(SearchFixtures.earlierText)
        try app.window.button("search.go").tap()
        await flickr.waitForSearchRequest()
        weak let earlierSearch = app.window.topViewController

        app.open(LinkFixtures.search)
        await app.window.work.settle(leavingAtMost: 1)
        await flickr.waitForSearchRequest()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.earlierText])
        #expect(earlierSearch == nil)
        #expect(app.stack == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.searchText)
        await app.answerSearch(flickr)
        #expect(app.stack == ["Greeting", "Flickr Search", LinkFixtures.searchText])
    }

    @Test("N2: back from the link's results shows Search with the link's text", arguments: Architecture.allCases)
    func backFromTheLinksResultsShowsSearchWithItsText(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        try await app.logIn()
        app.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        await app.answerSearch(flickr)

        app.window.navigationController.pop()

        #expect(app.stack == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.searchText)
        #expect(try app.window.button("search.go").isEnabled)
        #expect(try !app.window.activityIndicator("search.loading").isAnimating)
    }

    @Test("N2: photos://search opens Search empty", arguments: Architecture.allCases)
    func emptySearchLinkOpensSearchEmpty(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        try await app.logIn()

        app.open(LinkFixtures.emptySearch)
        await app.window.settle()

        #expect(app.stack == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == "")
        #expect(try !app.window.button("search.go").isEnabled)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N2: photos://greeting leaves Greeting alone on the stack", arguments: Architecture.allCases)
    func greetingLinkLeavesGreetingAlone(architecture: Architecture) async throws {
        let app = AppScene.start(architecture, environment: .testing())
        try await app.logIn(as: LoginFixtures.ada)
        try app.window.button("greeting.search").tap()

        app.open(LinkFixtures.greeting)
        await app.window.settle()
        try app.window.button("greeting.show").tap()

        #expect(app.stack == ["Greeting"])
        #expect(try app.window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    // MARK: - N3

    @Test("N3: a link while logged out shows Login and keeps the link pending", arguments: Architecture.allCases)
    func linkWhileLoggedOutShowsLoginAndWaits(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        try app.window.textField("login.phone").type(LoginFixtures.ada.typedPhone)

        app.open(LinkFixtures.search)
        await app.window.settle()

        #expect(app.stack == ["Login"])
        #expect(try app.window.textField("login.phone").text == LoginFixtures.ada.typedPhone)
        #expect(flickr.searchRequests.isEmpty)
        #expect(app.window.toast.lastMessage == nil)
    }

    @Test("N3: a successful login goes straight to the pending link's destination", arguments: Architecture.allCases)
    func loginGoesStraightToThePendingLink(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        app.open(LinkFixtures.search)

        try app.tapLogin(as: LoginFixtures.ada)
        await flickr.waitForSearchRequest()

        #expect(app.stack == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.searchText)
        await app.answerSearch(flickr)
        #expect(app.stack == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        app.window.navigationController.pop()
        app.window.navigationController.pop()
        try app.window.button("greeting.show").tap()
        #expect(try app.window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("N3: a failed login keeps the link pending", arguments: Architecture.allCases)
    func failedLoginKeepsTheLinkPending(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        app.open(LinkFixtures.search)

        try await app.logIn(as: LoginFixtures.ada, code: "0000")
        #expect(app.stack == ["Login"])
        #expect(app.window.toast.lastMessage == "The verification code is incorrect.")
        try app.tapLogin(as: LoginFixtures.ada)
        await flickr.waitForSearchRequest()

        #expect(app.stack == ["Greeting", "Flickr Search"])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        await app.answerSearch(flickr)
    }

    @Test("N3: a second link replaces the pending one", arguments: Architecture.allCases)
    func secondLinkReplacesThePendingOne(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        app.open(LinkFixtures.search)
        app.open(LinkFixtures.greeting)

        try await app.logIn()

        #expect(app.stack == ["Greeting"])
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test(
        "N3: after Log out, a login stops at the greeting: no link from before is pending",
        arguments: Architecture.allCases
    )
    func afterLogOutNoLinkIsPending(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        app.open(LinkFixtures.search)
        try app.tapLogin(as: LoginFixtures.ada)
        await flickr.waitForSearchRequest()
        await app.answerSearch(flickr)
        app.window.navigationController.pop()
        app.window.navigationController.pop()
        try app.window.button("greeting.logout").tap()
        await app.window.settle()

        try await app.logIn(as: LoginFixtures.ada)

        #expect(app.stack == ["Greeting"])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    @Test("N3: a link after Log out shows Login and waits for the next login", arguments: Architecture.allCases)
    func linkAfterLogOutWaitsForTheNextLogin(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        try await app.logIn(as: LoginFixtures.ada)
        try app.window.button("greeting.logout").tap()
        await app.window.settle()

        app.open(LinkFixtures.search)
        await app.window.settle()

        #expect(app.stack == ["Login"])
        #expect(flickr.searchRequests.isEmpty)
        try app.tapLogin(as: LoginFixtures.ada)
        await flickr.waitForSearchRequest()
        #expect(app.stack == ["Greeting", "Flickr Search"])
        await app.answerSearch(flickr)
    }

    // MARK: - N4

    @Test(
        "N4: a link during a login request becomes where its success goes: nothing is sent or pushed twice",
        arguments: Architecture.allCases
    )
    func linkDuringALoginRequestBecomesItsDestination(architecture: Architecture) async throws {
        let auth = AuthServiceSpy()
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(auth: auth, flickr: flickr))
        try app.tapLogin(as: LoginFixtures.ada)
        await auth.waitForRequest()

        app.open(LinkFixtures.search)
        await app.window.work.settle(leavingAtMost: 1)

        #expect(app.stack == ["Login"])
        #expect(app.window.hud.isVisible)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.ada)])
        auth.complete(with: .success(LoginFixtures.ada.person))
        await flickr.waitForSearchRequest()
        await app.answerSearch(flickr)
        #expect(app.stack == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(auth.requests.count == 1)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N5

    @Test(
        "N5: a link the app does not know shows a toast and changes nothing else",
        arguments: Architecture.allCases, LinkFixtures.unknown
    )
    func unknownLinkShowsAToastAndChangesNothing(architecture: Architecture, link: String) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))

        app.open(link)
        await app.window.settle()
        #expect(app.window.toast.messages == [LinkFixtures.cannotOpen])
        #expect(app.stack == ["Login"])
        try await app.logIn()
        #expect(app.stack == ["Greeting"])
        try app.window.button("greeting.search").tap()
        try app.window.textField("search.text").type(SearchFixtures.earlierText)
        let before = app.window.render()

        app.open(link)
        await app.window.settle()

        #expect(app.window.toast.messages == [LinkFixtures.cannotOpen, LinkFixtures.cannotOpen])
        #expect(app.stack == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == SearchFixtures.earlierText)
        #expect(app.window.render() == before)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test(
        "N5: a search link of three characters or fewer opens Search with its text and searches nothing",
        arguments: Architecture.allCases
    )
    func shortSearchLinkOpensSearchWithoutSearching(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let app = AppScene.start(architecture, environment: .testing(flickr: flickr))
        try await app.logIn()

        app.open(LinkFixtures.shortSearch)
        await app.window.settle()

        #expect(app.stack == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.shortSearchText)
        #expect(try !app.window.button("search.go").isEnabled)
        #expect(flickr.searchRequests.isEmpty)
        #expect(app.window.toast.lastMessage == nil)
    }

    // MARK: - N6

    @Test(
        "N6: released with a link's search in flight, the search is cancelled and everything is freed",
        arguments: Architecture.allCases
    )
    func releasedWithALinksSearchInFlightFreesEverything(architecture: Architecture) async throws {
        let flickr = FlickrServiceSpy()
        let store = KeyValueStoreSpy()
        var app: AppScene? = AppScene.start(architecture, environment: .testing(store: store, flickr: flickr))
        try await app?.logIn()
        app?.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        if let window = app?.window {
            trackForLeaks(window)
        }
        let work = try #require(app?.window.work)
        let writes = store.writes

        app = nil
        await work.settle()

        #expect(flickr.cancelledSearchRequests == [LinkFixtures.searchText])
        #expect(store.writes == writes)
    }
}
