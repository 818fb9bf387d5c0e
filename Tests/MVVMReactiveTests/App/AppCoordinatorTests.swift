import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMReactive

/// The app's navigation spec, proven on the coordinator: the tests hand it links and set and call the view models'
/// inputs as the screens' bindings and widgets would — each reached through the screen the coordinator built — then
/// read its navigation controller's stack. The window the scene would show counts the work a link starts and shows its
/// toast; a widget is read only where the behaviour is on a screen (the text a link puts in the search field, the
/// pre-filled phone).
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct AppCoordinatorTests: NavigationSpec {
    // MARK: - N1

    @Test("N1: the app starts on Login")
    func appStartsOnLogin() throws {
        let (coordinator, _, _) = makeSUT()

        #expect(stack(of: coordinator) == ["Login"])
        _ = try top(LoginViewController.self, of: coordinator)
    }

    @Test("N1: a successful login makes the greeting for the person the root: there is no way back to Login")
    func successfulLoginMakesTheGreetingTheRoot() async throws {
        let (coordinator, _, _) = makeSUT()

        try await logIn(coordinator, as: LoginFixtures.ada)
        let greeting = try top(GreetingViewController.self, of: coordinator).viewModel
        greeting.showGreetingButtonTapped()

        #expect(stack(of: coordinator) == ["Greeting"])
        #expect(greeting.greeting.value == "Hello Ada Lovelace")
        #expect(coordinator.navigationController.pop() == nil)
    }

    @Test("N1: Search photos pushes Search")
    func searchPhotosPushesSearch() async throws {
        let (coordinator, _, flickr) = makeSUT()
        try await logIn(coordinator)

        try top(GreetingViewController.self, of: coordinator).viewModel.searchPhotosTapped()

        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search"])
        #expect(try top(SearchViewController.self, of: coordinator).viewModel.search.isEnabled.value == false)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N1: Log out leaves Login alone on the stack with the phone pre-filled")
    func logOutLeavesLoginAloneWithThePhonePrefilled() async throws {
        let (coordinator, window, _) = makeSUT()
        let firstLogin = try top(LoginViewController.self, of: coordinator)
        try await logIn(coordinator, as: LoginFixtures.ada)

        try top(GreetingViewController.self, of: coordinator).viewModel.logOutTapped()

        #expect(stack(of: coordinator) == ["Login"])
        let login = try top(LoginViewController.self, of: coordinator)
        #expect(login !== firstLogin)
        #expect(login.viewModel.avatarURL.value == LoginFixtures.ada.avatarURL)
        #expect(login.viewModel.login.isEnabled.value == false)
        #expect(try window.textField("login.phone").text == LoginFixtures.ada.phone.digits)
        #expect(try window.textField("login.code").text == "")
    }

    @Test("N1: Log out frees the greeting and every screen opened since the login")
    func logOutFreesEveryScreenButLogin() async throws {
        let (coordinator, _, flickr) = makeSUT()
        try await logIn(coordinator)
        try top(GreetingViewController.self, of: coordinator).viewModel.searchPhotosTapped()
        let running = try search(SearchFixtures.earlierText, from: coordinator)
        await flickr.waitForSearchRequest()
        weak let searchScreen = coordinator.navigationController.topViewController
        coordinator.navigationController.pop()
        weak let greetingScreen = coordinator.navigationController.topViewController

        try top(GreetingViewController.self, of: coordinator).viewModel.logOutTapped()
        await running?.waitForEnd()

        #expect(stack(of: coordinator) == ["Login"])
        #expect(greetingScreen == nil)
        #expect(searchScreen == nil)
        #expect(flickr.cancelledSearchRequests == [SearchFixtures.earlierText])
    }

    // MARK: - N2

    @Test("N2: a search link while logged in makes the stack Greeting › Search and runs the search")
    func searchLinkWhileLoggedInRunsTheSearch() async throws {
        let (coordinator, window, flickr) = makeSUT()
        try await logIn(coordinator)

        coordinator.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()

        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.searchText)
        let search = try top(SearchViewController.self, of: coordinator).viewModel
        #expect(search.search.isEnabled.value == false)
        #expect(search.isLoading.value == true)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])

        flickr.completeSearch(with: .success(linkResults))
        await window.settle()

        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        _ = try top(ResultsViewController.self, of: coordinator)
    }

    @Test("N2: a link replaces whatever was open: its work is cancelled and its screens are freed")
    func linkReplacesWhateverWasOpen() async throws {
        let (coordinator, window, flickr) = makeSUT()
        try await logIn(coordinator)
        try top(GreetingViewController.self, of: coordinator).viewModel.searchPhotosTapped()
        let running = try search(SearchFixtures.earlierText, from: coordinator)
        await flickr.waitForSearchRequest()
        weak let earlierSearch = coordinator.navigationController.topViewController

        coordinator.open(LinkFixtures.search)
        await running?.waitForEnd()
        await flickr.waitForSearchRequest()

        #expect(flickr.cancelledSearchRequests == [SearchFixtures.earlierText])
        #expect(earlierSearch == nil)
        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.searchText)
        flickr.completeSearch(with: .success(linkResults))
        await window.settle()
        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
    }

    @Test("N2: back from the link's results shows Search with the link's text")
    func backFromTheLinksResultsShowsSearchWithItsText() async throws {
        let (coordinator, window, flickr) = makeSUT()
        try await logIn(coordinator)
        coordinator.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(linkResults))
        await window.settle()

        coordinator.navigationController.pop()

        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.searchText)
        let search = try top(SearchViewController.self, of: coordinator).viewModel
        #expect(search.search.isEnabled.value == true)
        #expect(search.isLoading.value == false)
    }

    @Test("N2: photos://search opens Search empty")
    func emptySearchLinkOpensSearchEmpty() async throws {
        let (coordinator, window, flickr) = makeSUT()
        try await logIn(coordinator)

        coordinator.open(LinkFixtures.emptySearch)
        await window.settle()

        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == "")
        let search = try top(SearchViewController.self, of: coordinator).viewModel
        #expect(search.search.isEnabled.value == false)
        #expect(search.isLoading.value == false)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N2: photos://greeting leaves Greeting alone on the stack")
    func greetingLinkLeavesGreetingAlone() async throws {
        let (coordinator, window, _) = makeSUT()
        try await logIn(coordinator, as: LoginFixtures.ada)
        try top(GreetingViewController.self, of: coordinator).viewModel.searchPhotosTapped()

        coordinator.open(LinkFixtures.greeting)
        await window.settle()
        let greeting = try top(GreetingViewController.self, of: coordinator).viewModel
        greeting.showGreetingButtonTapped()

        #expect(stack(of: coordinator) == ["Greeting"])
        #expect(greeting.greeting.value == "Hello Ada Lovelace")
    }

    // MARK: - N3

    @Test("N3: a link while logged out shows Login and keeps the link pending")
    func linkWhileLoggedOutShowsLoginAndWaits() async throws {
        let (coordinator, window, flickr) = makeSUT()
        let login = try top(LoginViewController.self, of: coordinator)
        login.viewModel.phone.value = LoginFixtures.ada.typedPhone

        coordinator.open(LinkFixtures.search)
        await window.settle()

        #expect(stack(of: coordinator) == ["Login"])
        #expect(screens(of: coordinator) == [ObjectIdentifier(login)])
        #expect(login.viewModel.avatarURL.value == LoginFixtures.ada.avatarURL)
        #expect(login.viewModel.login.isEnabled.value == false)
        #expect(flickr.searchRequests.isEmpty)
        #expect(window.toast.lastMessage == nil)
    }

    @Test("N3: a successful login goes straight to the pending link's destination")
    func loginGoesStraightToThePendingLink() async throws {
        let (coordinator, window, flickr) = makeSUT()
        coordinator.open(LinkFixtures.search)

        try await logIn(coordinator, as: LoginFixtures.ada)
        await flickr.waitForSearchRequest()

        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.searchText)
        flickr.completeSearch(with: .success(linkResults))
        await window.settle()
        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        coordinator.navigationController.pop()
        coordinator.navigationController.pop()
        let greeting = try top(GreetingViewController.self, of: coordinator).viewModel
        greeting.showGreetingButtonTapped()
        #expect(greeting.greeting.value == "Hello Ada Lovelace")
    }

    @Test("N3: a failed login keeps the link pending")
    func failedLoginKeepsTheLinkPending() async throws {
        let (coordinator, window, flickr) = makeSUT()
        coordinator.open(LinkFixtures.search)

        try await logIn(coordinator, as: LoginFixtures.ada, code: "0000")
        #expect(stack(of: coordinator) == ["Login"])
        #expect(window.toast.lastMessage == "The verification code is incorrect.")
        try await logIn(coordinator, as: LoginFixtures.ada)
        await flickr.waitForSearchRequest()

        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search"])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
        flickr.completeSearch(with: .success(linkResults))
        await window.settle()
    }

    @Test("N3: a second link replaces the pending one")
    func secondLinkReplacesThePendingOne() async throws {
        let (coordinator, window, flickr) = makeSUT()
        coordinator.open(LinkFixtures.search)
        coordinator.open(LinkFixtures.greeting)

        try await logIn(coordinator)
        await window.settle()

        #expect(stack(of: coordinator) == ["Greeting"])
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N3: after Log out, a login stops at the greeting: no link from before is pending")
    func afterLogOutNoLinkIsPending() async throws {
        let (coordinator, window, flickr) = makeSUT()
        coordinator.open(LinkFixtures.search)
        try await logIn(coordinator, as: LoginFixtures.ada)
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(linkResults))
        await window.settle()
        coordinator.navigationController.pop()
        coordinator.navigationController.pop()
        try top(GreetingViewController.self, of: coordinator).viewModel.logOutTapped()

        try await logIn(coordinator, as: LoginFixtures.ada)
        await window.settle()

        #expect(stack(of: coordinator) == ["Greeting"])
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    @Test("N3: after Log out, a link waits for the next login again")
    func afterLogOutALinkWaitsForTheNextLogin() async throws {
        let (coordinator, window, flickr) = makeSUT()
        try await logIn(coordinator)
        try top(GreetingViewController.self, of: coordinator).viewModel.logOutTapped()
        let login = try top(LoginViewController.self, of: coordinator)

        coordinator.open(LinkFixtures.search)
        await window.settle()

        #expect(screens(of: coordinator) == [ObjectIdentifier(login)])
        #expect(flickr.searchRequests.isEmpty)
        try await logIn(coordinator)
        await flickr.waitForSearchRequest()
        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search"])
        flickr.completeSearch(with: .success(linkResults))
        await window.settle()
    }

    // MARK: - N4

    @Test("N4: a link during a login request becomes where its success goes: nothing is sent or pushed twice")
    func linkDuringALoginRequestBecomesItsDestination() async throws {
        let auth = AuthServiceSpy()
        let (coordinator, window, flickr) = makeSUT(auth: auth)
        let login = try top(LoginViewController.self, of: coordinator)
        let running = try tapLogin(coordinator, as: LoginFixtures.ada)
        await auth.waitForRequest()

        coordinator.open(LinkFixtures.search)

        #expect(stack(of: coordinator) == ["Login"])
        #expect(screens(of: coordinator) == [ObjectIdentifier(login)])
        #expect(login.viewModel.loadingMessage.value == LoginFixtures.loadingMessage)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.ada)])
        auth.complete(with: .success(LoginFixtures.ada.person))
        await running?.waitForEnd()
        await flickr.waitForSearchRequest()
        flickr.completeSearch(with: .success(linkResults))
        await window.settle()
        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search", LinkFixtures.searchText])
        #expect(auth.requests.count == 1)
        #expect(flickr.searchRequests == [LinkFixtures.searchText])
    }

    // MARK: - N5

    @Test("N5: a link the app does not know shows a toast and changes nothing else", arguments: LinkFixtures.unknown)
    func unknownLinkShowsAToastAndChangesNothing(_ link: String) async throws {
        let (coordinator, window, flickr) = makeSUT()
        let login = try top(LoginViewController.self, of: coordinator)

        coordinator.open(link)
        await window.settle()
        #expect(window.toast.messages == [LinkFixtures.cannotOpen])
        #expect(screens(of: coordinator) == [ObjectIdentifier(login)])
        try await logIn(coordinator)
        #expect(stack(of: coordinator) == ["Greeting"])
        try top(GreetingViewController.self, of: coordinator).viewModel.searchPhotosTapped()
        try window.textField("search.text").type(SearchFixtures.earlierText)
        let opened = screens(of: coordinator)
        let before = window.render()

        coordinator.open(link)
        await window.settle()

        #expect(window.toast.messages == [LinkFixtures.cannotOpen, LinkFixtures.cannotOpen])
        #expect(screens(of: coordinator) == opened)
        #expect(try window.textField("search.text").text == SearchFixtures.earlierText)
        #expect(window.render() == before)
        #expect(flickr.searchRequests.isEmpty)
    }

    @Test("N5: a search link of three characters or fewer opens Search with its text and searches nothing")
    func shortSearchLinkOpensSearchWithoutSearching() async throws {
        let (coordinator, window, flickr) = makeSUT()
        try await logIn(coordinator)

        coordinator.open(LinkFixtures.shortSearch)
        await window.settle()

        #expect(stack(of: coordinator) == ["Greeting", "Flickr Search"])
        #expect(try window.textField("search.text").text == LinkFixtures.shortSearchText)
        let search = try top(SearchViewController.self, of: coordinator).viewModel
        #expect(search.search.isEnabled.value == false)
        #expect(search.isLoading.value == false)
        #expect(flickr.searchRequests.isEmpty)
        #expect(window.toast.lastMessage == nil)
    }

    // MARK: - N6

    @Test("N6: released with a link's search in flight, the search is cancelled and everything is freed")
    func releasedWithALinksSearchInFlightFreesEverything() async throws {
        let store = KeyValueStoreSpy()
        var (coordinator, window, flickr): (AppCoordinator?, Window?, _) = makeSUT(store: store)
        try await logIn(try #require(coordinator))
        coordinator?.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        weak let released = coordinator
        let work = try #require(window?.work)
        let writes = store.writes

        coordinator = nil
        window = nil
        await work.settle()

        #expect(released == nil)
        #expect(flickr.cancelledSearchRequests == [LinkFixtures.searchText])
        #expect(store.writes == writes)
    }

    // MARK: - Private

    /// How Flickr answers a link's search here: the link's text with no photos, so the results screen starts no work
    /// of its own (its rows' counts are its own suite's) and the window settles once the search has ended.
    private let linkResults = FlickrSearchResults.sample(LinkFixtures.searchText, count: 0)

    /// The coordinator over test doubles, and the window the app's scene shows its stack in, both handed to the leak
    /// tracker; the screens the coordinator builds later are handed to it as ``top(_:of:)`` reaches them.
    private func makeSUT(
        auth: any AuthService = DemoAuthService(latency: .zero),
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (coordinator: AppCoordinator, window: Window, flickr: FlickrServiceSpy) {
        let flickr = FlickrServiceSpy()
        let coordinator = AppCoordinator(environment: .testing(auth: auth, store: store, flickr: flickr))
        let window = Window(rootViewController: coordinator.navigationController)
        trackForLeaks(window)
        trackForLeaks(coordinator)
        return (coordinator, window, flickr)
    }

    /// The titles of the coordinator's stack, root first.
    private func stack(of coordinator: AppCoordinator) -> [String?] {
        coordinator.navigationController.viewControllers.map(\.title)
    }

    /// Which screens the coordinator's stack holds, root first: a link that changes nothing keeps the very same ones.
    private func screens(of coordinator: AppCoordinator) -> [ObjectIdentifier] {
        coordinator.navigationController.viewControllers.map(ObjectIdentifier.init)
    }

    /// The screen on top of the coordinator's stack, as the `Screen` the coordinator built there, handed to the leak
    /// tracker: a test calls its view model's inputs as its widgets would.
    private func top<Screen: ViewController>(
        _ screen: Screen.Type,
        of coordinator: AppCoordinator,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Screen {
        let top = try #require(
            coordinator.navigationController.topViewController as? Screen, sourceLocation: sourceLocation)
        trackForLeaks(top, sourceLocation: sourceLocation)
        return top
    }

    /// Enters `account`'s phone and `code` (its own by default) on the Login on top and taps Login, as the screen's
    /// bindings and button reach its view model: the login started, to wait on.
    private func tapLogin(
        _ coordinator: AppCoordinator,
        as account: LoginFixtures.Account,
        code: String? = nil
    ) throws -> Task<Void, Never>? {
        let login = try top(LoginViewController.self, of: coordinator).viewModel
        login.phone.value = account.typedPhone
        login.code.value = code ?? account.code
        return login.loginButtonTapped()
    }

    /// Types `text` into the Search on top and taps Go, as the screen's binding and button reach its view model: the
    /// search started, to wait on. The view model is not kept, so releasing the screen frees it.
    private func search(_ text: String, from coordinator: AppCoordinator) throws -> Task<Void, Never>? {
        let search = try top(SearchViewController.self, of: coordinator).viewModel
        search.searchText.value = text
        return search.searchButtonTapped()
    }

    /// Logs in as `account` from the Login on top and waits until the login has ended.
    private func logIn(
        _ coordinator: AppCoordinator,
        as account: LoginFixtures.Account = LoginFixtures.ada,
        code: String? = nil
    ) async throws {
        try await tapLogin(coordinator, as: account, code: code)?.waitForEnd()
    }
}
