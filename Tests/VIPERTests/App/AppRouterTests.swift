import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The app's navigation spec, proven on the app router: each test drives it as the modules' presenters would, through
/// their routers — `loggedIn(as:)` after a login, `loggedOut()` — and hands it links as the scene does, over its
/// navigation stack in a window. It reads the stack's titles, and a screen's widgets only where the behaviour is on
/// that screen: a link's text in the search field, a search running, a login in flight.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct AppRouterTests: NavigationSpec {
    // MARK: - N1

    @Test("N1: the app starts on Login")
    func appStartsOnLogin() throws {
        let (_, navigation, window) = makeSUT()

        #expect(navigation.viewControllers.map(\.title) == ["Login"])
        #expect(try window.textField("login.phone").text == "")
    }

    @Test("N1: a successful login makes the greeting for the person the root: there is no way back to Login")
    func successfulLoginMakesTheGreetingTheRoot() throws {
        let (router, navigation, window) = makeSUT()

        router.loggedIn(as: .adaLovelace)
        try window.button("greeting.show").tap()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting"])
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
        #expect(navigation.pop() == nil)
    }

    @Test("N1: Search photos pushes Search")
    func searchPhotosPushesSearch() throws {
        let (router, navigation, window) = makeSUT()
        router.loggedIn(as: .davidBlaine)

        // The app router has no part in it: the greeting module's own router pushes Search, in the app as alone.
        try window.button("greeting.search").tap()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == "")
    }

    @Test("N1: Log out leaves Login alone on the stack with the phone pre-filled")
    func logOutLeavesLoginAloneWithThePhonePrefilled() throws {
        let store = InMemoryStore()
        let (router, navigation, window) = makeSUT(environment: .testing(store: store))
        // What Login's interactor does before it reports the login (L7).
        LoginMemory(store: store).remember(LoginFixtures.ada.phone)
        router.loggedIn(as: LoginFixtures.ada.person)

        router.loggedOut()

        #expect(navigation.viewControllers.map(\.title) == ["Login"])
        #expect(try window.textField("login.phone").text == LoginFixtures.ada.phone.digits)
        #expect(try window.textField("login.code").text == "")
        #expect(try window.imageView("login.avatar").imageURL == LoginFixtures.ada.avatarURL)
    }

    @Test("N1: Log out frees the greeting and every screen opened since the login")
    func logOutFreesEveryScreenButLogin() async {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.loggedIn(as: .davidBlaine)
        router.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        weak let greeting = navigation.viewControllers.first
        weak let search = navigation.topViewController

        router.loggedOut()
        await window.settle()

        #expect(navigation.viewControllers.map(\.title) == ["Login"])
        #expect(greeting == nil)
        #expect(search == nil)
        #expect(flickr.cancelledSearchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N2

    @Test("N2: a search link while logged in makes the stack Greeting › Search and runs the search")
    func searchLinkWhileLoggedInRunsTheSearch() async throws {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.loggedIn(as: .davidBlaine)

        router.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.searchText)
        #expect(try window.activityIndicator("search.loading").isAnimating)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        await completeSearch(on: flickr)
        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
    }

    @Test("N2: a link replaces whatever was open: its work is cancelled and its screens are freed")
    func linkReplacesWhateverWasOpen() async throws {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.loggedIn(as: .davidBlaine)
        router.open(DeepLink.search(text: SearchFixtures.earlierText).link)
        await flickr.waitForSearchRequest()
        weak let earlierSearch = navigation.topViewController

        router.open(LinkFixtures.search)
        await window.work.settle(leavingAtMost: 1)
        await flickr.waitForSearchRequest()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.earlierText])
        #expect(earlierSearch == nil)
        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.searchText)
    }

    @Test("N2: back from the link's results shows Search with the link's text")
    func backFromTheLinksResultsShowsSearchWithItsText() async throws {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.loggedIn(as: .davidBlaine)
        router.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        await completeSearch(on: flickr)

        navigation.pop()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.searchText)
        #expect(try window.button("search.go").isEnabled)
        #expect(try !window.activityIndicator("search.loading").isAnimating)
    }

    @Test("N2: photos://search opens Search empty")
    func emptySearchLinkOpensSearchEmpty() async throws {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.loggedIn(as: .davidBlaine)

        router.open(LinkFixtures.emptySearch)
        await window.settle()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == "")
        #expect(try !window.button("search.go").isEnabled)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N2: photos://greeting leaves Greeting alone on the stack")
    func greetingLinkLeavesGreetingAlone() async throws {
        let (router, navigation, window) = makeSUT()
        router.loggedIn(as: .adaLovelace)
        router.open(LinkFixtures.emptySearch)

        router.open(LinkFixtures.greeting)
        await window.settle()
        try window.button("greeting.show").tap()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting"])
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    // MARK: - N3

    @Test("N3: a link while logged out shows Login and keeps the link pending")
    func linkWhileLoggedOutShowsLoginAndWaits() async {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        let login = navigation.topViewController

        router.open(LinkFixtures.search)
        await window.settle()

        #expect(navigation.viewControllers.map(\.title) == ["Login"])
        #expect(navigation.topViewController === login)
        #expect(flickr.searchRequests.isEmpty)
        #expect(window.toast.messages.isEmpty)
        router.loggedIn(as: .davidBlaine)
        await flickr.waitForSearchRequest()
        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
    }

    @Test("N3: a successful login goes straight to the pending link's destination")
    func loginGoesStraightToThePendingLink() async throws {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.open(LinkFixtures.search)

        router.loggedIn(as: .adaLovelace)
        await flickr.waitForSearchRequest()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.searchText)
        await completeSearch(on: flickr)
        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        navigation.pop()
        navigation.pop()
        try window.button("greeting.show").tap()
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("N3: a failed login keeps the link pending")
    func failedLoginKeepsTheLinkPending() async throws {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.open(LinkFixtures.search)

        // A failed login is Login's own: its interactor reports it to its presenter, which shows the tip and tells the
        // app nothing.
        try logIn(as: LoginFixtures.ada, code: "0000", in: window)
        await window.settle()
        #expect(navigation.viewControllers.map(\.title) == ["Login"])
        #expect(window.toast.lastMessage == "The verification code is incorrect.")
        router.loggedIn(as: .adaLovelace)
        await flickr.waitForSearchRequest()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    @Test("N3: a second link replaces the pending one")
    func secondLinkReplacesThePendingOne() async {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.open(LinkFixtures.search)
        router.open(LinkFixtures.greeting)

        router.loggedIn(as: .davidBlaine)
        await window.settle()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting"])
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N3: after Log out, a login stops at the greeting: no link from before is pending")
    func afterLogOutNoLinkIsPending() async {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.open(LinkFixtures.search)
        router.loggedIn(as: .davidBlaine)
        await flickr.waitForSearchRequest()
        await completeSearch(on: flickr)
        router.loggedOut()

        router.loggedIn(as: .davidBlaine)
        await window.settle()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting"])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N4

    @Test("N4: a link during a login request becomes where its success goes: nothing is sent or pushed twice")
    func linkDuringALoginRequestBecomesItsDestination() async throws {
        let auth = AuthServiceSpy()
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(auth: auth, flickr: flickr))
        try logIn(as: LoginFixtures.ada, in: window)
        await auth.waitForRequest()

        router.open(LinkFixtures.search)
        await window.work.settle(leavingAtMost: 1)

        #expect(navigation.viewControllers.map(\.title) == ["Login"])
        #expect(window.hud.isVisible)
        // The login's success reaches the router through Login's interactor, presenter and router, as in the app.
        auth.complete(with: .success(LoginFixtures.ada.person))
        await flickr.waitForSearchRequest()
        await completeSearch(on: flickr)
        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.ada)])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N5

    @Test("N5: a link the app does not know shows a toast and changes nothing else", arguments: LinkFixtures.unknown)
    func unknownLinkShowsAToastAndChangesNothing(_ link: String) async {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.open(LinkFixtures.search)

        router.open(link)
        #expect(window.toast.messages == [LinkFixtures.cannotOpen])
        #expect(navigation.viewControllers.map(\.title) == ["Login"])
        router.loggedIn(as: .davidBlaine)
        await flickr.waitForSearchRequest()
        let before = navigation.viewControllers
        router.open(link)

        #expect(window.toast.messages == [LinkFixtures.cannotOpen, LinkFixtures.cannotOpen])
        #expect(navigation.viewControllers.elementsEqual(before, by: ===))
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        #expect(flickr.cancelledSearchRequests.isEmpty)
    }

    @Test("N5: a search link of three characters or fewer opens Search with its text and searches nothing")
    func shortSearchLinkOpensSearchWithoutSearching() async throws {
        let flickr = FlickrServiceSpy()
        let (router, navigation, window) = makeSUT(environment: .testing(flickr: flickr))
        router.loggedIn(as: .davidBlaine)

        router.open(LinkFixtures.shortSearch)
        await window.settle()

        #expect(navigation.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.shortSearchText)
        #expect(try !window.button("search.go").isEnabled)
        #expect(flickr.searchRequests.isEmpty)
        #expect(window.toast.lastMessage == nil)
    }

    // MARK: - N6

    @Test("N6: released with a link's search in flight, the search is cancelled and everything is freed")
    func releasedWithALinksSearchInFlightFreesEverything() async throws {
        let flickr = FlickrServiceSpy()
        let store = KeyValueStoreSpy()
        var (router, _, window): (AppRouter?, _, Window?) = makeSUT(
            environment: .testing(store: store, flickr: flickr))
        router?.loggedIn(as: .davidBlaine)
        router?.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        let work = try #require(window?.work)
        let writes = store.writes

        router = nil
        window = nil
        await work.settle()

        // The leak check that ends the test proves the router, the window and every screen freed.
        #expect(flickr.cancelledSearchRequests == [LinkFixtures.searchText])
        #expect(store.writes == writes)
    }

    // MARK: - Private

    /// The app router over `environment`, its stack in a window, as the app's scene shows it; the leak check follows
    /// the router and everything the window shows.
    private func makeSUT(
        environment: AppEnvironment = .testing()
    ) -> (router: AppRouter, navigation: NavigationController, window: Window) {
        let router = AppRouter(environment: environment)
        let window = Window(rootViewController: router.navigation)
        trackForLeaks(window)
        trackForLeaks(router)
        return (router, router.navigation, window)
    }

    /// Answers the search in flight with the fixtures' results and waits until the results screen they push asks for
    /// its rows' counts, which stay unanswered: the window's release at the end of the test cancels them.
    private func completeSearch(on flickr: FlickrServiceSpy) async {
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await flickr.waitForMetadataRequest()
    }

    /// Types `account`'s phone and `code` (its own by default) on the Login screen the app shows, and taps Login.
    private func logIn(as account: LoginFixtures.Account, code: String? = nil, in window: Window) throws {
        try window.textField("login.phone").type(account.typedPhone)
        try window.textField("login.code").type(code ?? account.code)
        try window.button("login.submit").tap()
    }
}
