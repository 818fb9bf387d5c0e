import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVC

/// The app's navigation spec, proven through the app controller and the screens it shows in its window. In MVC
/// navigation is calls on a navigation controller, made by the app controller and by the screens, so a test logs in
/// and taps with the window's widgets, hands links to `open(_:)`, and reads the stack and the screens' widgets. An auth
/// spy and a Flickr spy, completed by hand, stand in for the server and for Flickr.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct AppControllerTests: NavigationSpec {
    // MARK: - N1

    @Test("N1: the app starts on Login")
    func appStartsOnLogin() throws {
        let (app, _, _) = makeSUT()

        #expect(stack(of: app) == ["Login"])
        #expect(app.window.topViewController is LoginViewController)
        #expect(try app.window.textField("login.phone").text.isEmpty)
    }

    @Test("N1: a successful login makes the greeting for the person the root: there is no way back to Login")
    func successfulLoginMakesTheGreetingTheRoot() async throws {
        let (app, auth, _) = makeSUT()
        weak let login = app.window.topViewController

        try await logIn(as: LoginFixtures.ada, in: app, auth: auth)
        try app.window.button("greeting.show").tap()

        #expect(stack(of: app) == ["Greeting"])
        #expect(try app.window.label("greeting.label").text == "Hello Ada Lovelace")
        #expect(app.window.navigationController.pop() == nil)
        #expect(login == nil)
    }

    @Test("N1: Search photos pushes Search")
    func searchPhotosPushesSearch() async throws {
        let (app, auth, flickr) = makeSUT()
        try await logIn(in: app, auth: auth)

        try app.window.button("greeting.search").tap()
        trackForLeaks(app.window)

        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(app.window.topViewController is SearchViewController)
        #expect(try app.window.textField("search.text").text.isEmpty)
        // The screen searches with the app's services.
        try app.window.textField("search.text").type(SearchFixtures.text)
        try app.window.button("search.go").tap()
        await flickr.waitForSearchRequest()
        #expect(flickr.searchRequests == [SearchFixtures.text])
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await app.window.settle()
    }

    @Test("N1: Log out leaves Login alone on the stack with the phone pre-filled")
    func logOutLeavesLoginAloneWithThePhonePrefilled() async throws {
        let (app, auth, _) = makeSUT()
        try await logIn(as: LoginFixtures.ada, in: app, auth: auth)

        try app.window.button("greeting.logout").tap()
        trackForLeaks(app.window)

        #expect(stack(of: app) == ["Login"])
        #expect(app.window.topViewController is LoginViewController)
        #expect(try app.window.textField("login.phone").text == LoginFixtures.ada.phone.digits)
        #expect(try app.window.textField("login.code").text.isEmpty)
        #expect(try app.window.imageView("login.avatar").imageURL == LoginFixtures.ada.avatarURL)
        #expect(app.window.navigationController.pop() == nil)
    }

    @Test("N1: Log out frees the greeting and every screen opened since the login")
    func logOutFreesEveryScreenButLogin() async throws {
        let (app, auth, _) = makeSUT()
        try await logIn(in: app, auth: auth)
        try app.window.button("greeting.search").tap()
        weak let search = app.window.topViewController
        app.window.navigationController.pop()
        weak let greeting = app.window.topViewController

        try app.window.button("greeting.logout").tap()
        await app.window.settle()

        #expect(stack(of: app) == ["Login"])
        #expect(greeting == nil)
        #expect(search == nil)
    }

    // MARK: - N2

    @Test("N2: a search link while logged in makes the stack Greeting › Search and runs the search")
    func searchLinkWhileLoggedInRunsTheSearch() async throws {
        let (app, auth, flickr) = makeSUT()
        try await logIn(in: app, auth: auth)

        app.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()

        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.searchText)
        #expect(try app.window.textField("search.text").isEditing == false)
        #expect(try app.window.activityIndicator("search.loading").isAnimating)
        #expect(app.window.isNetworkActivityIndicatorVisible)
        #expect(try app.window.button("search.go").isEnabled == false)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        await answerSearch(in: app, flickr: flickr)
        #expect(stack(of: app) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(app.window.topViewController is ResultsViewController)
        #expect(try app.window.label("results.summary").text == "12,345 results")
    }

    @Test("N2: a link replaces whatever was open: its work is cancelled and its screens are freed")
    func linkReplacesWhateverWasOpen() async throws {
        let (app, auth, flickr) = makeSUT()
        try await logIn(in: app, auth: auth)
        try app.window.button("greeting.search").tap()
        try app.window.textField("search.text").type(SearchFixtures.earlierText)
        try app.window.button("search.go").tap()
        await flickr.waitForSearchRequest()
        weak let earlierSearch = app.window.topViewController

        app.open(LinkFixtures.search)
        // Everything but the link's search has run its course: the earlier Go has seen its search cancelled.
        await app.window.work.settle(leavingAtMost: 1)
        await flickr.waitForSearchRequest()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.earlierText])
        #expect(earlierSearch == nil)
        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.searchText)
        await answerSearch(in: app, flickr: flickr)
        #expect(stack(of: app) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(flickr.searchRequests == [SearchFixtures.earlierText, LinkFixtures.searchText])
    }

    @Test("N2: a link's search that fails is Go's failure: loading stops, the toast shows, Go is enabled again")
    func linksSearchThatFailsIsGosFailure() async throws {
        let (app, auth, flickr) = makeSUT()
        try await logIn(in: app, auth: auth)
        app.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()

        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        // The window counts the link's search: settling waits for its end.
        await app.window.settle()

        #expect(app.window.toast.messages == ["Flickr answered HTTP 500."])
        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(try app.window.activityIndicator("search.loading").isAnimating == false)
        #expect(app.window.isNetworkActivityIndicatorVisible == false)
        #expect(try app.window.button("search.go").isEnabled)
    }

    @Test("N2: a link keeps the greeting at the root as the user left it")
    func linkKeepsTheGreetingAsItWasLeft() async throws {
        let (app, auth, flickr) = makeSUT()
        try await logIn(as: LoginFixtures.ada, in: app, auth: auth)
        try app.window.button("greeting.show").tap()
        let greeting = app.window.topViewController

        app.open(LinkFixtures.emptySearch)
        await app.window.settle()
        app.window.navigationController.pop()

        #expect(app.window.topViewController === greeting)
        #expect(try app.window.label("greeting.label").text == "Hello Ada Lovelace")
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N2: back from the link's results shows Search with the link's text")
    func backFromTheLinksResultsShowsSearchWithItsText() async throws {
        let (app, auth, flickr) = makeSUT()
        try await logIn(in: app, auth: auth)
        app.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        await answerSearch(in: app, flickr: flickr)

        app.window.navigationController.pop()

        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.searchText)
        #expect(try app.window.button("search.go").isEnabled)
        #expect(try app.window.activityIndicator("search.loading").isAnimating == false)
        #expect(app.window.isNetworkActivityIndicatorVisible == false)
        // The link's search was Go's: it went to the top of the recent searches (S4).
        #expect(try app.window.list("search.recent").visibleCells.map(\.text) == [SearchFixtures.recentRow.text])
    }

    @Test("N2: photos://search opens Search empty")
    func emptySearchLinkOpensSearchEmpty() async throws {
        let (app, auth, flickr) = makeSUT()
        try await logIn(in: app, auth: auth)

        app.open(LinkFixtures.emptySearch)
        await app.window.settle()

        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text.isEmpty)
        #expect(try app.window.button("search.go").isEnabled == false)
        #expect(try app.window.activityIndicator("search.loading").isAnimating == false)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N2: photos://greeting leaves Greeting alone on the stack")
    func greetingLinkLeavesGreetingAlone() async throws {
        let (app, auth, _) = makeSUT()
        try await logIn(as: LoginFixtures.ada, in: app, auth: auth)
        try app.window.button("greeting.search").tap()
        weak let search = app.window.topViewController

        app.open(LinkFixtures.greeting)
        await app.window.settle()
        try app.window.button("greeting.show").tap()

        #expect(stack(of: app) == ["Greeting"])
        #expect(try app.window.label("greeting.label").text == "Hello Ada Lovelace")
        #expect(search == nil)
    }

    // MARK: - N3

    @Test("N3: a link while logged out shows Login and keeps the link pending")
    func linkWhileLoggedOutShowsLoginAndWaits() async throws {
        let (app, auth, flickr) = makeSUT()
        try app.window.textField("login.phone").type(LoginFixtures.ada.typedPhone)

        app.open(LinkFixtures.search)
        await app.window.settle()

        #expect(stack(of: app) == ["Login"])
        #expect(try app.window.textField("login.phone").text == LoginFixtures.ada.typedPhone)
        #expect(try app.window.imageView("login.avatar").imageURL == LoginFixtures.ada.avatarURL)
        #expect(auth.requests.isEmpty)
        #expect(flickr.searchRequests.isEmpty)
        #expect(app.window.toast.lastMessage == nil)
    }

    @Test("N3: a successful login goes straight to the pending link's destination")
    func loginGoesStraightToThePendingLink() async throws {
        let (app, auth, flickr) = makeSUT()
        app.open(LinkFixtures.search)

        try tapLogin(as: LoginFixtures.ada, in: app)
        await auth.waitForRequest()
        auth.complete(with: .success(LoginFixtures.ada.person))
        await flickr.waitForSearchRequest()

        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.searchText)
        await answerSearch(in: app, flickr: flickr)
        #expect(stack(of: app) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        app.window.navigationController.pop()
        app.window.navigationController.pop()
        try app.window.button("greeting.show").tap()
        #expect(try app.window.label("greeting.label").text == "Hello Ada Lovelace")
        #expect(app.window.navigationController.pop() == nil)
    }

    @Test("N3: a failed login keeps the link pending")
    func failedLoginKeepsTheLinkPending() async throws {
        let (app, auth, flickr) = makeSUT()
        app.open(LinkFixtures.search)
        try tapLogin(as: LoginFixtures.ada, in: app)
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.incorrectCode))
        await app.window.settle()
        #expect(stack(of: app) == ["Login"])
        #expect(app.window.toast.messages == ["The verification code is incorrect."])

        try tapLogin(as: LoginFixtures.ada, in: app)
        await auth.waitForRequest()
        auth.complete(with: .success(LoginFixtures.ada.person))
        await flickr.waitForSearchRequest()

        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await app.window.settle()
    }

    @Test("N3: a second link replaces the pending one")
    func secondLinkReplacesThePendingOne() async throws {
        let (app, auth, flickr) = makeSUT()
        app.open(LinkFixtures.search)
        app.open(LinkFixtures.greeting)

        try await logIn(in: app, auth: auth)

        #expect(stack(of: app) == ["Greeting"])
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N3: after Log out, a login stops at the greeting: no link from before is pending")
    func afterLogOutNoLinkIsPending() async throws {
        let (app, auth, flickr) = makeSUT()
        app.open(LinkFixtures.search)
        try tapLogin(as: LoginFixtures.ada, in: app)
        await auth.waitForRequest()
        auth.complete(with: .success(LoginFixtures.ada.person))
        await flickr.waitForSearchRequest()
        await answerSearch(in: app, flickr: flickr)
        app.window.navigationController.pop()
        app.window.navigationController.pop()
        try app.window.button("greeting.logout").tap()

        try await logIn(as: LoginFixtures.ada, in: app, auth: auth)

        #expect(stack(of: app) == ["Greeting"])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N4

    @Test("N4: a link during a login request becomes where its success goes: nothing is sent or pushed twice")
    func linkDuringALoginRequestBecomesItsDestination() async throws {
        let (app, auth, flickr) = makeSUT()
        try tapLogin(as: LoginFixtures.ada, in: app)
        await auth.waitForRequest()

        app.open(LinkFixtures.search)
        await app.window.work.settle(leavingAtMost: 1)

        #expect(stack(of: app) == ["Login"])
        #expect(app.window.hud.message == LoginFixtures.loadingMessage)
        #expect(try app.window.button("login.submit").isEnabled == false)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.ada)])
        auth.complete(with: .success(LoginFixtures.ada.person))
        await flickr.waitForSearchRequest()
        await answerSearch(in: app, flickr: flickr)
        #expect(stack(of: app) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(app.window.hud.isVisible == false)
        #expect(auth.requests.count == 1)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N5

    @Test("N5: a link the app does not know shows a toast and changes nothing else", arguments: LinkFixtures.unknown)
    func unknownLinkShowsAToastAndChangesNothing(_ link: String) async throws {
        let (app, auth, flickr) = makeSUT()

        app.open(link)
        await app.window.settle()
        #expect(app.window.toast.messages == [LinkFixtures.cannotOpen])
        #expect(stack(of: app) == ["Login"])
        try await logIn(in: app, auth: auth)
        #expect(stack(of: app) == ["Greeting"])
        try app.window.button("greeting.search").tap()
        try app.window.textField("search.text").type(SearchFixtures.earlierText)
        let before = app.window.render()

        app.open(link)
        await app.window.settle()

        #expect(app.window.toast.messages == [LinkFixtures.cannotOpen, LinkFixtures.cannotOpen])
        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(app.window.render() == before)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N5: a search link of three characters or fewer opens Search with its text and searches nothing")
    func shortSearchLinkOpensSearchWithoutSearching() async throws {
        let (app, auth, flickr) = makeSUT()
        try await logIn(in: app, auth: auth)

        app.open(LinkFixtures.shortSearch)
        await app.window.settle()

        #expect(stack(of: app) == ["Greeting", "Flickr Search"])
        #expect(try app.window.textField("search.text").text == LinkFixtures.shortSearchText)
        #expect(try app.window.button("search.go").isEnabled == false)
        #expect(try app.window.activityIndicator("search.loading").isAnimating == false)
        #expect(flickr.searchRequests.isEmpty)
        #expect(app.window.toast.lastMessage == nil)
    }

    // MARK: - N6

    @Test("N6: released with a link's search in flight, the search is cancelled and everything is freed")
    func releasedWithALinksSearchInFlightFreesEverything() async throws {
        let store = KeyValueStoreSpy()
        var (app, auth, flickr): (AppController?, _, _) = makeSUT(store: store)
        try await logIn(in: try #require(app), auth: auth)
        app?.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        if let window = app?.window {
            trackForLeaks(window)
        }
        weak let owner = app
        let work = try #require(app?.window.work)
        let writes = store.writes

        app = nil
        await work.settle()

        #expect(owner == nil)
        #expect(flickr.cancelledSearchRequests == [LinkFixtures.searchText])
        #expect(store.writes == writes)
    }

    // MARK: - Private

    /// The app as the scene builds it, over an auth spy, a Flickr spy and `store`; everything it shows is checked
    /// for leaks. The window is tracked before the app, whose walk would reach the window's work tracker first.
    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (app: AppController, auth: AuthServiceSpy, flickr: FlickrServiceSpy) {
        let auth = AuthServiceSpy()
        let flickr = FlickrServiceSpy()
        let app = AppController(environment: .testing(auth: auth, store: store, flickr: flickr))
        trackForLeaks(app.window)
        trackForLeaks(app)
        return (app, auth, flickr)
    }

    /// The titles of the navigation stack, root first: what the user could go back through.
    private func stack(of app: AppController) -> [String?] {
        app.window.navigationController.viewControllers.map(\.title)
    }

    /// Enters `account`'s phone and `code` (its own by default) on the login screen on top and taps Login; the
    /// request then waits in the auth spy.
    private func tapLogin(as account: LoginFixtures.Account, code: String? = nil, in app: AppController) throws {
        let phoneField = try app.window.textField("login.phone")
        phoneField.clear()
        phoneField.paste(account.typedPhone)
        let codeField = try app.window.textField("login.code")
        codeField.clear()
        codeField.paste(code ?? account.code)
        try app.window.button("login.submit").tap()
    }

    /// Logs in as `account` from the login screen on top, answering its request, and waits for what that starts;
    /// the screens the login shows are checked for leaks.
    private func logIn(
        as account: LoginFixtures.Account = LoginFixtures.david,
        in app: AppController,
        auth: AuthServiceSpy
    ) async throws {
        try tapLogin(as: account, in: app)
        await auth.waitForRequest()
        auth.complete(with: .success(account.person))
        await app.window.settle()
        trackForLeaks(app.window)
    }

    /// Answers the search in flight with ``SearchFixtures/results``, then the counts its results screen's rows ask
    /// for, so that the window settles; the results screen is checked for leaks.
    private func answerSearch(in app: AppController, flickr: FlickrServiceSpy) async {
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await flickr.waitForMetadataRequest(pending: SearchFixtures.results.photos.count)
        for photo in SearchFixtures.results.photos {
            flickr.completeMetadata(with: .success(ResultsFixtures.someCounts.metadata), forPhotoID: photo.id)
        }
        await app.window.settle()
        trackForLeaks(app.window)
    }
}
