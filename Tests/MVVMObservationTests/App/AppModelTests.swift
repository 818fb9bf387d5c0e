import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// The app's navigation spec, proven on the app model alone: its path is read after each event, the events reach it
/// through the inputs of the view models its destinations carry (as their screens would call them), and spies
/// completed by hand stand in for the services. No HeadlessUI here — navigation is state, and state is all a test
/// needs to read; `AppNavigationControllerTests` proves the stack follows it.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct AppModelTests: NavigationSpec {
    // MARK: - N1

    @Test("N1: the app starts on Login")
    func appStartsOnLogin() throws {
        let (model, _) = makeSUT()

        let login = try #require(model.path.first?.login)
        login.viewDidLoad()

        #expect(titles(of: model) == ["Login"])
        #expect(!model.session.isLoggedIn)
        #expect(login.phone == "")
    }

    @Test("N1: a successful login makes the greeting for the person the root: there is no way back to Login")
    func successfulLoginMakesTheGreetingTheRoot() async throws {
        let (model, _) = makeSUT()
        let login = try #require(model.path.first?.login)

        try await logIn(model, as: LoginFixtures.ada)
        let greeting = try #require(model.path.first?.greeting)
        greeting.showGreetingButtonTapped()
        model.backButtonTapped()

        #expect(titles(of: model) == ["Greeting"])
        #expect(greeting.greeting == "Hello Ada Lovelace")
        #expect(model.session.person == .adaLovelace)
        // The app model moved, not the screen: Login's own route stays empty, so its screen pushes nothing.
        #expect(login.route == nil)
    }

    @Test("N1: Search photos pushes Search")
    func searchPhotosPushesSearch() async throws {
        let (model, flickr) = makeSUT()
        try await logIn(model)
        let greeting = try #require(model.path.first?.greeting)

        greeting.searchPhotosTapped()

        #expect(titles(of: model) == ["Greeting", "Flickr Search"])
        #expect(model.path.first == .greeting(greeting))
        #expect(model.path.last?.search?.text == "")
        #expect(greeting.route == nil)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N1: Log out leaves Login alone on the stack with the phone pre-filled")
    func logOutLeavesLoginAloneWithThePhonePrefilled() async throws {
        let (model, _) = makeSUT()
        try await logIn(model, as: LoginFixtures.ada)

        model.path.first?.greeting?.logOutTapped()
        let login = try #require(model.path.first?.login)
        login.viewDidLoad()

        #expect(titles(of: model) == ["Login"])
        #expect(!model.session.isLoggedIn)
        #expect(login.phone == LoginFixtures.ada.phone.digits)
        #expect(login.code == "")
        #expect(login.avatarURL == LoginFixtures.ada.avatarURL)
    }

    @Test("N1: Log out frees the greeting and every screen opened since the login")
    func logOutFreesEveryScreenButLogin() async throws {
        let (model, flickr) = makeSUT()
        try await logIn(model)
        model.path.first?.greeting?.searchPhotosTapped()
        weak let greeting = model.path.first?.greeting
        weak let search = model.path.last?.search
        search?.searchTextChanged(SearchFixtures.text)
        let running = search?.searchButtonTapped()
        await flickr.waitForSearchRequest()

        greeting?.logOutTapped()
        await running?.waitForEnd()

        #expect(titles(of: model) == ["Login"])
        #expect(greeting == nil)
        #expect(search == nil)
        #expect(flickr.cancelledSearchRequests == [SearchFixtures.text])
    }

    // MARK: - N2

    @Test("N2: a search link while logged in makes the stack Greeting › Search and runs the search")
    func searchLinkWhileLoggedInRunsTheSearch() async throws {
        let (model, flickr) = makeSUT()
        try await logIn(model)

        model.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()

        #expect(titles(of: model) == ["Greeting", "Flickr Search"])
        let search = try #require(model.path.last?.search)
        #expect(search.text == LinkFixtures.searchText)
        #expect(search.isLoading)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        let linkSearch = try #require(model.linkSearch)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await linkSearch.waitForEnd()
        #expect(titles(of: model) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(model.path.last?.results?.summary == "12,345 results")
        #expect(search.recentRows.map(\.text) == [SearchFixtures.recentRow.text])
    }

    @Test("N2: a link replaces whatever was open: its work is cancelled and its screens are freed")
    func linkReplacesWhateverWasOpen() async throws {
        let (model, flickr) = makeSUT()
        try await logIn(model)
        let greeting = try #require(model.path.first?.greeting)
        greeting.searchPhotosTapped()
        weak let earlierSearch = model.path.last?.search
        earlierSearch?.searchTextChanged(SearchFixtures.earlierText)
        let earlier = earlierSearch?.searchButtonTapped()
        await flickr.waitForSearchRequest()

        model.open(LinkFixtures.search)
        await earlier?.waitForEnd()
        await flickr.waitForSearchRequest()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.earlierText])
        #expect(earlierSearch == nil)
        #expect(titles(of: model) == ["Greeting", "Flickr Search"])
        #expect(model.path.first == .greeting(greeting))
        #expect(model.path.last?.search?.text == LinkFixtures.searchText)
        let linkSearch = try #require(model.linkSearch)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await linkSearch.waitForEnd()
        #expect(titles(of: model) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
    }

    @Test("N2: back from the link's results shows Search with the link's text")
    func backFromTheLinksResultsShowsSearchWithItsText() async throws {
        let (model, flickr) = makeSUT()
        try await logIn(model)
        model.open(LinkFixtures.search)
        let linkSearch = try #require(model.linkSearch)
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await linkSearch.waitForEnd()

        model.backButtonTapped()

        #expect(titles(of: model) == ["Greeting", "Flickr Search"])
        let search = try #require(model.path.last?.search)
        #expect(search.text == LinkFixtures.searchText)
        #expect(search.isGoEnabled)
        #expect(!search.isLoading)
    }

    @Test("N2: photos://search opens Search empty")
    func emptySearchLinkOpensSearchEmpty() async throws {
        let (model, flickr) = makeSUT()
        try await logIn(model)

        model.open(LinkFixtures.emptySearch)

        #expect(titles(of: model) == ["Greeting", "Flickr Search"])
        let search = try #require(model.path.last?.search)
        #expect(search.text == "")
        #expect(!search.isGoEnabled)
        #expect(model.linkSearch == nil)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N2: photos://greeting leaves Greeting alone on the stack")
    func greetingLinkLeavesGreetingAlone() async throws {
        let (model, _) = makeSUT()
        try await logIn(model, as: LoginFixtures.ada)
        let greeting = try #require(model.path.first?.greeting)
        greeting.searchPhotosTapped()

        model.open(LinkFixtures.greeting)
        greeting.showGreetingButtonTapped()

        #expect(titles(of: model) == ["Greeting"])
        #expect(model.path.first == .greeting(greeting))
        #expect(greeting.greeting == "Hello Ada Lovelace")
    }

    // MARK: - N3

    @Test("N3: a link while logged out shows Login and keeps the link pending")
    func linkWhileLoggedOutShowsLoginAndWaits() throws {
        let (model, flickr) = makeSUT()
        let login = try #require(model.path.first?.login)
        login.phoneChanged(LoginFixtures.ada.typedPhone)

        model.open(LinkFixtures.search)

        #expect(titles(of: model) == ["Login"])
        #expect(model.path.first == .login(login))
        #expect(login.phone == LoginFixtures.ada.typedPhone)
        #expect(model.pendingLink == .search(text: LinkFixtures.searchText))
        #expect(model.linkSearch == nil)
        #expect(flickr.searchRequests.isEmpty)
        #expect(model.tip == nil)
    }

    @Test("N3: a successful login goes straight to the pending link's destination")
    func loginGoesStraightToThePendingLink() async throws {
        let (model, flickr) = makeSUT()
        model.open(LinkFixtures.search)

        try await logIn(model, as: LoginFixtures.ada)
        await flickr.waitForSearchRequest()

        #expect(titles(of: model) == ["Greeting", "Flickr Search"])
        #expect(model.path.last?.search?.text == LinkFixtures.searchText)
        #expect(model.pendingLink == nil)
        let linkSearch = try #require(model.linkSearch)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await linkSearch.waitForEnd()
        #expect(titles(of: model) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        let greeting = try #require(model.path.first?.greeting)
        greeting.showGreetingButtonTapped()
        #expect(greeting.greeting == "Hello Ada Lovelace")
    }

    @Test("N3: a failed login keeps the link pending")
    func failedLoginKeepsTheLinkPending() async throws {
        let (model, flickr) = makeSUT()
        model.open(LinkFixtures.search)
        let login = try #require(model.path.first?.login)

        try await logIn(model, as: LoginFixtures.ada, code: "0000")
        #expect(titles(of: model) == ["Login"])
        #expect(login.tip == "The verification code is incorrect.")
        #expect(model.pendingLink == .search(text: LinkFixtures.searchText))
        try await logIn(model, as: LoginFixtures.ada)
        await flickr.waitForSearchRequest()

        #expect(titles(of: model) == ["Greeting", "Flickr Search"])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        let linkSearch = try #require(model.linkSearch)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await linkSearch.waitForEnd()
    }

    @Test("N3: a second link replaces the pending one")
    func secondLinkReplacesThePendingOne() async throws {
        let (model, flickr) = makeSUT()
        model.open(LinkFixtures.search)
        model.open(LinkFixtures.greeting)

        try await logIn(model)

        #expect(titles(of: model) == ["Greeting"])
        #expect(model.linkSearch == nil)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N3: after Log out, a login stops at the greeting: no link from before is pending")
    func afterLogOutNoLinkIsPending() async throws {
        let (model, flickr) = makeSUT()
        model.open(LinkFixtures.search)
        try await logIn(model)
        await flickr.waitForSearchRequest()
        let linkSearch = try #require(model.linkSearch)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await linkSearch.waitForEnd()
        model.path.first?.greeting?.logOutTapped()

        try await logIn(model)

        #expect(titles(of: model) == ["Greeting"])
        #expect(model.pendingLink == nil)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N4

    @Test("N4: a link during a login request becomes where its success goes: nothing is sent or pushed twice")
    func linkDuringALoginRequestBecomesItsDestination() async throws {
        let auth = AuthServiceSpy()
        let (model, flickr) = makeSUT(auth: auth)
        let login = try #require(model.path.first?.login)
        login.phoneChanged(LoginFixtures.ada.typedPhone)
        login.codeChanged(LoginFixtures.ada.code)
        let request = login.loginButtonTapped()
        await auth.waitForRequest()

        model.open(LinkFixtures.search)

        #expect(titles(of: model) == ["Login"])
        #expect(model.path.first == .login(login))
        #expect(login.loadingMessage == LoginFixtures.loadingMessage)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.ada)])
        auth.complete(with: .success(LoginFixtures.ada.person))
        await request?.waitForEnd()
        await flickr.waitForSearchRequest()
        let linkSearch = try #require(model.linkSearch)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await linkSearch.waitForEnd()
        #expect(titles(of: model) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(auth.requests.count == 1)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N5

    @Test("N5: a link the app does not know shows a toast and changes nothing else", arguments: LinkFixtures.unknown)
    func unknownLinkShowsAToastAndChangesNothing(_ link: String) async throws {
        let (model, flickr) = makeSUT()
        let login = try #require(model.path.first?.login)

        model.open(link)
        #expect(model.tip == LinkFixtures.cannotOpen)
        #expect(model.path == [.login(login)])
        #expect(model.pendingLink == nil)
        model.tipShown()
        try await logIn(model)
        model.path.first?.greeting?.searchPhotosTapped()
        let search = try #require(model.path.last?.search)
        search.searchTextChanged(SearchFixtures.earlierText)
        let path = model.path
        let toast = TrackedRead { model.tip }

        model.open(link)

        #expect(model.tip == LinkFixtures.cannotOpen)
        #expect(toast.changeIsAnnounced)
        #expect(model.path == path)
        #expect(search.text == SearchFixtures.earlierText)
        #expect(model.linkSearch == nil)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N5: a search link of three characters or fewer opens Search with its text and searches nothing")
    func shortSearchLinkOpensSearchWithoutSearching() async throws {
        let (model, flickr) = makeSUT()
        try await logIn(model)

        model.open(LinkFixtures.shortSearch)

        #expect(titles(of: model) == ["Greeting", "Flickr Search"])
        let search = try #require(model.path.last?.search)
        #expect(search.text == LinkFixtures.shortSearchText)
        #expect(!search.isGoEnabled)
        #expect(model.linkSearch == nil)
        #expect(flickr.searchRequests.isEmpty)
        #expect(model.tip == nil)
        #expect(search.tip == nil)
    }

    // MARK: - N6

    @Test("N6: released with a link's search in flight, the search is cancelled and everything is freed")
    func releasedWithALinksSearchInFlightFreesEverything() async throws {
        let store = KeyValueStoreSpy()
        var (model, flickr): (AppModel?, _) = makeSUT(store: store)
        if let model {
            try await logIn(model)
            model.open(LinkFixtures.search)
            // Handed to the leak tracker with the link's search screen on its path.
            trackForLeaks(model)
        }
        let linkSearch = try #require(model?.linkSearch)
        await flickr.waitForSearchRequest()
        let writes = store.writes

        model = nil
        await linkSearch.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [LinkFixtures.searchText])
        #expect(store.writes == writes)
    }

    // MARK: - Private

    private func makeSUT(
        auth: any AuthService = DemoAuthService(latency: .zero),
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (model: AppModel, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let model = AppModel(environment: .testing(auth: auth, store: store, flickr: flickr))
        trackForLeaks(model)
        return (model, flickr)
    }

    /// The titles of the screens `model`'s path shows, root first, as the acceptance suite reads the stack. What is on
    /// the path now is handed to the leak tracker too, which checks it is freed by the end of the test.
    private func titles(of model: AppModel) -> [String] {
        trackForLeaks(model)
        return model.path.map(\.title)
    }

    /// Logs `account` in through the login on `model`'s path, as its screen would (the fields, then Login), and waits
    /// for the login's end; `code` in place of the account's, to fail.
    private func logIn(
        _ model: AppModel,
        as account: LoginFixtures.Account = LoginFixtures.david,
        code: String? = nil
    ) async throws {
        let login = try #require(model.path.first?.login)
        login.phoneChanged(account.typedPhone)
        login.codeChanged(code ?? account.code)
        await login.loginButtonTapped()?.waitForEnd()
        trackForLeaks(model)
    }
}
