import Foundation
import Model
import StoreCore
import TestSupport
import Testing

@testable import Unidirectional

/// The app's spec, proven on the app feature alone: a test store runs its reducer — which runs the screens' own
/// reducers on their states in the path — over spies completed by hand, and checks the whole state after every action
/// sent and every action the effects send back, the path included, and that no effect is left running. The screens'
/// actions are sent as their views would send them. No HeadlessUI here: that the app's navigation controller follows
/// the path is `AppNavigationControllerTests`' to prove, and the whole app's the acceptance suite's.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct AppFeatureTests: NavigationSpec {
    // MARK: - N1

    @Test("N1: the app starts on Login")
    func appStartsOnLogin() {
        let (store, _, _, _) = makeSUT()

        #expect(store.state.path.screens == [.login(LoginFeature.State())])
        #expect(!store.state.session.isLoggedIn)
        #expect(store.state.pendingLink == nil)
    }

    @Test("N1: a successful login makes the greeting for the person the root: there is no way back to Login")
    func successfulLoginMakesTheGreetingTheRoot() async {
        let (store, auth, _, keyValueStore) = makeSUT()
        let login = store.state.path.ids[0]

        await tapLogin(as: LoginFixtures.ada, in: store, auth: auth)
        auth.complete(with: .success(.adaLovelace))

        await store.receive(.path(login, .login(.loginSucceeded(.adaLovelace, phone: LoginFixtures.ada.phone)))) {
            $0.session.logIn(as: .adaLovelace)
            $0.path.replaceAll(with: .greeting(GreetingFeature.State(person: .adaLovelace)))
        }
        #expect(store.state.path.screens == [.greeting(GreetingFeature.State(person: .adaLovelace))])
        #expect(LoginMemory(store: keyValueStore).lastPhone() == LoginFixtures.ada.phone)
    }

    @Test("N1: Search photos pushes Search")
    func searchPhotosPushesSearch() async {
        let (store, auth, _, _) = makeSUT()
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)

        // The greeting's own reducer asks for Search; the app takes the route into the path, so its view never sees it.
        store.send(.path(store.state.path.ids[0], .greeting(.searchPhotosTapped))) {
            $0.path.push(.search(SearchFeature.State()))
        }

        #expect(
            store.state.path.screens == [
                .greeting(GreetingFeature.State(person: .adaLovelace)), .search(SearchFeature.State()),
            ])
    }

    @Test("N1: Log out leaves Login alone on the stack with the phone pre-filled")
    func logOutLeavesLoginAloneWithThePhonePrefilled() async {
        let (store, auth, _, _) = makeSUT()
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)

        store.send(.path(store.state.path.ids[0], .greeting(.logOutTapped))) {
            $0.session.logOut()
            $0.path.replaceAll(with: .login(LoginFeature.State()))
        }
        // The new Login screen loads, and reads the remembered phone (L9).
        let login = store.state.path.ids[0]
        store.send(.path(login, .login(.viewDidLoad)))

        await store.receive(.path(login, .login(.rememberedPhoneLoaded(LoginFixtures.ada.phone)))) {
            $0.path[login]?.login?.phone = LoginFixtures.ada.phone.digits
            $0.path[login]?.login?.avatarURL = LoginFixtures.ada.avatarURL
        }
        #expect(!store.state.session.isLoggedIn)
        #expect(store.state.path[login]?.login?.code == "")
    }

    @Test("N1: Log out frees the greeting and every screen opened since the login")
    func logOutFreesEveryScreenButLogin() async {
        let (store, auth, flickr, keyValueStore) = makeSUT()
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)
        let greeting = store.state.path.ids[0]
        let search = openSearch(from: greeting, in: store)
        let earlierSearch = startSearch(SearchFixtures.earlierText, in: search, of: store)
        await flickr.waitForSearchRequest()
        let writes = keyValueStore.writes

        // Sent with Search on top, to show that Log out takes every screen with it, and their work.
        store.send(.path(greeting, .greeting(.logOutTapped))) {
            $0.session.logOut()
            $0.path.replaceAll(with: .login(LoginFeature.State()))
        }
        await earlierSearch?.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.earlierText])
        #expect(store.state.path.screens == [.login(LoginFeature.State())])
        #expect(keyValueStore.writes == writes)
    }

    // MARK: - N2

    @Test("N2: a search link while logged in makes the stack Greeting › Search and runs the search")
    func searchLinkWhileLoggedInRunsTheSearch() async {
        let (store, auth, flickr, _) = makeSUT()
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)

        // Run as the search's own Go: its text set, then its reducer's searchButtonTapped.
        store.send(.linkOpened(LinkFixtures.search)) {
            $0.path.push(.search(SearchFeature.State(text: LinkFixtures.searchText, isSearching: true)))
        }
        await flickr.waitForSearchRequest()

        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await receiveResults(in: store.state.path.ids[1], of: store)
        #expect(
            store.state.path.screens == [
                .greeting(GreetingFeature.State(person: .adaLovelace)),
                .search(SearchFeature.State(text: LinkFixtures.searchText, recentSearches: [Self.recentSearch])),
                .results(ResultsFeature.State(results: SearchFixtures.results)),
            ])
    }

    @Test("N2: a link replaces whatever was open: its work is cancelled and its screens are freed")
    func linkReplacesWhateverWasOpen() async {
        let (store, auth, flickr, _) = makeSUT()
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)
        let earlier = openSearch(from: store.state.path.ids[0], in: store)
        let earlierSearch = startSearch(SearchFixtures.earlierText, in: earlier, of: store)
        await flickr.waitForSearchRequest()

        store.send(.linkOpened(LinkFixtures.search)) {
            $0.path.popToRoot()
            $0.path.push(.search(SearchFeature.State(text: LinkFixtures.searchText, isSearching: true)))
        }
        await earlierSearch?.waitForEnd()
        await flickr.waitForSearchRequest()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.earlierText])
        #expect(store.state.path[earlier] == nil)
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await receiveResults(in: store.state.path.ids[1], of: store)
        #expect(flickr.searchRequests == [SearchFixtures.earlierText, LinkFixtures.searchText])
    }

    @Test("N2: back from the link's results shows Search with the link's text")
    func backFromTheLinksResultsShowsSearchWithItsText() async {
        let (store, auth, flickr, _) = makeSUT()
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)
        store.send(.linkOpened(LinkFixtures.search)) {
            $0.path.push(.search(SearchFeature.State(text: LinkFixtures.searchText, isSearching: true)))
        }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        let search = store.state.path.ids[1]
        await receiveResults(in: search, of: store)
        let results = store.state.path.ids[2]

        store.send(.popped(results)) { $0.path.pop(from: results) }

        #expect(store.state.path.ids == [store.state.path.ids[0], search])
        #expect(store.state.path[search]?.search?.text == LinkFixtures.searchText)
        #expect(store.state.path[search]?.search?.isGoEnabled == true)
    }

    @Test("N2: photos://search opens Search empty")
    func emptySearchLinkOpensSearchEmpty() async {
        let (store, auth, flickr, _) = makeSUT()
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)

        let work = store.send(.linkOpened(LinkFixtures.emptySearch)) { $0.path.push(.search(SearchFeature.State())) }

        #expect(work == nil)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N2: photos://greeting leaves Greeting alone on the stack")
    func greetingLinkLeavesGreetingAlone() async {
        let (store, auth, _, _) = makeSUT()
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)
        let greeting = store.state.path.ids[0]
        store.send(.path(greeting, .greeting(.showGreetingButtonTapped))) {
            $0.path[greeting]?.greeting?.greeting = "Hello Ada Lovelace"
        }
        _ = openSearch(from: greeting, in: store)

        store.send(.linkOpened(LinkFixtures.greeting)) { $0.path.popToRoot() }

        #expect(
            store.state.path.screens == [
                .greeting(GreetingFeature.State(person: .adaLovelace, greeting: "Hello Ada Lovelace"))
            ])
    }

    // MARK: - N3

    @Test("N3: a link while logged out shows Login and keeps the link pending")
    func linkWhileLoggedOutShowsLoginAndWaits() {
        let (store, _, flickr, _) = makeSUT()
        let login = store.state.path.ids[0]
        store.send(.path(login, .login(.phoneChanged(LoginFixtures.ada.typedPhone)))) {
            $0.path[login]?.login?.phone = LoginFixtures.ada.typedPhone
            $0.path[login]?.login?.avatarURL = LoginFixtures.ada.avatarURL
        }

        store.send(.linkOpened(LinkFixtures.search)) { $0.pendingLink = .search(text: LinkFixtures.searchText) }

        #expect(store.state.path.ids == [login])
        #expect(flickr.searchRequests.isEmpty)
        #expect(store.state.tip == nil)
    }

    @Test("N3: a successful login goes straight to the pending link's destination")
    func loginGoesStraightToThePendingLink() async {
        let (store, auth, flickr, _) = makeSUT()
        store.send(.linkOpened(LinkFixtures.search)) { $0.pendingLink = .search(text: LinkFixtures.searchText) }

        await tapLogin(as: LoginFixtures.ada, in: store, auth: auth)
        auth.complete(with: .success(.adaLovelace))
        await receiveLogin(of: LoginFixtures.ada, in: store) {
            $0.pendingLink = nil
            $0.path.push(.search(SearchFeature.State(text: LinkFixtures.searchText, isSearching: true)))
        }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))

        await receiveResults(in: store.state.path.ids[1], of: store)
        #expect(store.state.path.screens.first == .greeting(GreetingFeature.State(person: .adaLovelace)))
        #expect(store.state.path.screens.count == 3)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    @Test("N3: a failed login keeps the link pending")
    func failedLoginKeepsTheLinkPending() async {
        let (store, auth, flickr, _) = makeSUT()
        store.send(.linkOpened(LinkFixtures.search)) { $0.pendingLink = .search(text: LinkFixtures.searchText) }
        let login = store.state.path.ids[0]
        await tapLogin(as: LoginFixtures.ada, code: "0000", in: store, auth: auth)
        auth.complete(with: .failure(AuthError.incorrectCode))
        await store.receive(.path(login, .login(.loginFailed(message: "The verification code is incorrect.")))) {
            $0.path[login]?.login?.isLoggingIn = false
            $0.path[login]?.login?.tip = "The verification code is incorrect."
        }
        store.send(.path(login, .login(.tipShown))) { $0.path[login]?.login?.tip = nil }
        #expect(store.state.pendingLink == .search(text: LinkFixtures.searchText))

        await tapLogin(as: LoginFixtures.ada, in: store, auth: auth)
        auth.complete(with: .success(.adaLovelace))

        await receiveLogin(of: LoginFixtures.ada, in: store) {
            $0.pendingLink = nil
            $0.path.push(.search(SearchFeature.State(text: LinkFixtures.searchText, isSearching: true)))
        }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await receiveResults(in: store.state.path.ids[1], of: store)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    @Test("N3: a second link replaces the pending one")
    func secondLinkReplacesThePendingOne() async {
        let (store, auth, flickr, _) = makeSUT()
        store.send(.linkOpened(LinkFixtures.search)) { $0.pendingLink = .search(text: LinkFixtures.searchText) }
        store.send(.linkOpened(LinkFixtures.greeting)) { $0.pendingLink = .greeting }

        await tapLogin(as: LoginFixtures.ada, in: store, auth: auth)
        auth.complete(with: .success(.adaLovelace))

        await receiveLogin(of: LoginFixtures.ada, in: store) { $0.pendingLink = nil }
        #expect(store.state.path.screens == [.greeting(GreetingFeature.State(person: .adaLovelace))])
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N3: after Log out, a login stops at the greeting: no link from before is pending")
    func afterLogOutNoLinkIsPending() async {
        let (store, auth, flickr, _) = makeSUT()
        store.send(.linkOpened(LinkFixtures.search)) { $0.pendingLink = .search(text: LinkFixtures.searchText) }
        await tapLogin(as: LoginFixtures.ada, in: store, auth: auth)
        auth.complete(with: .success(.adaLovelace))
        await receiveLogin(of: LoginFixtures.ada, in: store) {
            $0.pendingLink = nil
            $0.path.push(.search(SearchFeature.State(text: LinkFixtures.searchText, isSearching: true)))
        }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await receiveResults(in: store.state.path.ids[1], of: store)
        store.send(.path(store.state.path.ids[0], .greeting(.logOutTapped))) {
            $0.session.logOut()
            $0.path.replaceAll(with: .login(LoginFeature.State()))
        }

        await logIn(as: LoginFixtures.ada, in: store, auth: auth)

        #expect(store.state.path.screens == [.greeting(GreetingFeature.State(person: .adaLovelace))])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N4

    @Test("N4: a link during a login request becomes where its success goes: nothing is sent or pushed twice")
    func linkDuringALoginRequestBecomesItsDestination() async {
        let (store, auth, flickr, _) = makeSUT()
        await tapLogin(as: LoginFixtures.ada, in: store, auth: auth)

        let link = store.send(.linkOpened(LinkFixtures.search)) {
            $0.pendingLink = .search(text: LinkFixtures.searchText)
        }

        #expect(link == nil)
        #expect(store.state.path[store.state.path.ids[0]]?.login?.isLoggingIn == true)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.ada)])
        auth.complete(with: .success(.adaLovelace))
        await receiveLogin(of: LoginFixtures.ada, in: store) {
            $0.pendingLink = nil
            $0.path.push(.search(SearchFeature.State(text: LinkFixtures.searchText, isSearching: true)))
        }
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(SearchFixtures.results))
        await receiveResults(in: store.state.path.ids[1], of: store)
        #expect(auth.requests.count == 1)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N5

    @Test("N5: a link the app does not know shows a toast and changes nothing else", arguments: LinkFixtures.unknown)
    func unknownLinkShowsAToastAndChangesNothing(_ link: String) async {
        let (store, auth, flickr, _) = makeSUT()

        store.send(.linkOpened(link)) { $0.tip = LinkFixtures.cannotOpen }
        store.send(.tipShown) { $0.tip = nil }
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)
        let search = openSearch(from: store.state.path.ids[0], in: store)
        store.send(.path(search, .search(.searchTextChanged(SearchFixtures.earlierText)))) {
            $0.path[search]?.search?.text = SearchFixtures.earlierText
        }

        let work = store.send(.linkOpened(link)) { $0.tip = LinkFixtures.cannotOpen }

        #expect(work == nil)
        #expect(store.state.pendingLink == nil)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N5: a search link of three characters or fewer opens Search with its text and searches nothing")
    func shortSearchLinkOpensSearchWithoutSearching() async {
        let (store, auth, flickr, _) = makeSUT()
        await logIn(as: LoginFixtures.ada, in: store, auth: auth)

        let work = store.send(.linkOpened(LinkFixtures.shortSearch)) {
            $0.path.push(.search(SearchFeature.State(text: LinkFixtures.shortSearchText)))
        }

        #expect(work == nil)
        #expect(store.state.path[store.state.path.ids[1]]?.search?.isGoEnabled == false)
        #expect(flickr.searchRequests.isEmpty)
        #expect(store.state.tip == nil)
    }

    // MARK: - N6

    @Test("N6: released with a link's search in flight, the search is cancelled and everything is freed")
    func releasedWithALinksSearchInFlightFreesEverything() async {
        let flickr = FlickrServiceSpy()
        let keyValueStore = KeyValueStoreSpy()
        var loggedIn = AppFeature.State()
        loggedIn.session.logIn(as: .adaLovelace)
        loggedIn.path = AppPath(.greeting(GreetingFeature.State(person: .adaLovelace)))
        var store: Store<AppFeature.State, AppFeature.Action>? = Store(
            initialState: loggedIn,
            reducer: AppFeature(testing: .testing(store: keyValueStore, flickr: flickr)).reduce
        )
        let app = RenderRecorder({ $0 }, in: store!)
        trackForLeaks(store!, app)
        let link = store?.send(.linkOpened(LinkFixtures.search))
        await flickr.waitForSearchRequest()
        let statesShown = app.rendered.count

        store = nil
        await link?.waitForEnd()

        #expect(flickr.cancelledSearchRequests == [LinkFixtures.searchText])
        #expect(app.rendered.count == statesShown)
        #expect(keyValueStore.writes.isEmpty)
    }

    // MARK: - Private

    /// The recent search ``SearchFixtures/results`` makes, as a search screen's state holds it.
    private static let recentSearch = RecentSearch(
        text: SearchFixtures.text,
        totalResults: SearchFixtures.results.totalResults,
        thumbnailURL: SearchFixtures.results.photos.first?.thumbnailURL
    )

    private func makeSUT(
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        store: TestStore<AppFeature.State, AppFeature.Action>, auth: AuthServiceSpy, flickr: FlickrServiceSpy,
        keyValueStore: KeyValueStoreSpy
    ) {
        let auth = AuthServiceSpy()
        let flickr = FlickrServiceSpy()
        let keyValueStore = KeyValueStoreSpy()
        let feature = AppFeature(testing: .testing(auth: auth, store: keyValueStore, flickr: flickr))
        let store = TestStore(initialState: AppFeature.State(), reducer: feature.reduce, sourceLocation: sourceLocation)
        trackForLeaks(store, sourceLocation: sourceLocation)
        return (store, auth, flickr, keyValueStore)
    }

    /// Types `account`'s phone and `code` (its own unless given) on the Login screen at the root, as its view sends
    /// them, and taps Login: the request has reached the auth spy.
    private func tapLogin(
        as account: LoginFixtures.Account,
        code: String? = nil,
        in store: TestStore<AppFeature.State, AppFeature.Action>,
        auth: AuthServiceSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let login = store.state.path.ids[0]
        let code = code ?? account.code
        store.send(.path(login, .login(.phoneChanged(account.typedPhone))), sourceLocation: sourceLocation) {
            $0.path[login]?.login?.phone = account.typedPhone
            $0.path[login]?.login?.avatarURL = account.avatarURL
        }
        store.send(.path(login, .login(.codeChanged(code))), sourceLocation: sourceLocation) {
            $0.path[login]?.login?.code = code
        }
        store.send(.path(login, .login(.loginButtonTapped)), sourceLocation: sourceLocation) {
            $0.path[login]?.login?.isLoggingIn = true
        }
        await auth.waitForRequest()
    }

    /// Receives the login's success for `account`: the person is logged in and their greeting is the root, Login
    /// gone; `then` states what else the success changed (a pending link followed).
    private func receiveLogin(
        of account: LoginFixtures.Account,
        in store: TestStore<AppFeature.State, AppFeature.Action>,
        sourceLocation: SourceLocation = #_sourceLocation,
        then update: (inout AppFeature.State) -> Void = { _ in }
    ) async {
        let login = store.state.path.ids[0]
        let success = AppFeature.Action.path(login, .login(.loginSucceeded(account.person, phone: account.phone)))
        await store.receive(success, sourceLocation: sourceLocation) {
            $0.session.logIn(as: account.person)
            $0.path.replaceAll(with: .greeting(GreetingFeature.State(person: account.person)))
            update(&$0)
        }
    }

    /// Logs in as `account` from the Login screen at the root, with no link pending.
    private func logIn(
        as account: LoginFixtures.Account,
        in store: TestStore<AppFeature.State, AppFeature.Action>,
        auth: AuthServiceSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await tapLogin(as: account, in: store, auth: auth, sourceLocation: sourceLocation)
        auth.complete(with: .success(account.person), sourceLocation: sourceLocation)
        await receiveLogin(of: account, in: store, sourceLocation: sourceLocation)
    }

    /// Taps Search photos on the greeting `greeting`, and returns the id of the Search it pushed.
    private func openSearch(
        from greeting: AppDestination.ID,
        in store: TestStore<AppFeature.State, AppFeature.Action>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> AppDestination.ID {
        store.send(.path(greeting, .greeting(.searchPhotosTapped)), sourceLocation: sourceLocation) {
            $0.path.push(.search(SearchFeature.State()))
        }
        return store.state.path.ids[store.state.path.ids.count - 1]
    }

    /// Types `text` on the Search `search` and taps Go; returns the search's work.
    private func startSearch(
        _ text: String,
        in search: AppDestination.ID,
        of store: TestStore<AppFeature.State, AppFeature.Action>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Task<Void, Never>? {
        store.send(.path(search, .search(.searchTextChanged(text))), sourceLocation: sourceLocation) {
            $0.path[search]?.search?.text = text
        }
        return store.send(.path(search, .search(.searchButtonTapped)), sourceLocation: sourceLocation) {
            $0.path[search]?.search?.isSearching = true
        }
    }

    /// Receives what ``SearchFixtures/results`` answering the Search `search` sends back: the search stops and the app
    /// takes its route, pushing the results; then the recent searches as recorded.
    private func receiveResults(
        in search: AppDestination.ID,
        of store: TestStore<AppFeature.State, AppFeature.Action>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await store.receive(
            .path(search, .search(.searchSucceeded(SearchFixtures.results))), sourceLocation: sourceLocation
        ) {
            $0.path[search]?.search?.isSearching = false
            $0.path.push(.results(ResultsFeature.State(results: SearchFixtures.results)))
        }
        await store.receive(
            .path(search, .search(.recentSearchesLoaded([Self.recentSearch]))), sourceLocation: sourceLocation
        ) {
            $0.path[search]?.search?.recentSearches = [Self.recentSearch]
        }
    }
}
