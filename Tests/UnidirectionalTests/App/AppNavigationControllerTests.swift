import HeadlessUI
import Model
import StoreCore
import TestSupport
import Testing

@testable import Unidirectional

/// The app's view, in a window: it shows the path its store holds, a screen per destination, and tells the store what
/// happened — a pop, a link, a tip shown. The decisions are the reducer's (`AppFeatureTests`); here the store is sent
/// actions directly, as the screens would send them, and the stack is read as the user would meet it.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct AppNavigationControllerTests {
    @Test("the stack shows a screen per destination of the path, keeps those it shows, and lets go of those that leave")
    func theStackFollowsThePath() {
        let (window, store) = makeSUT()
        let stack = window.navigationController
        #expect(stack.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        weak let greeting = stack.viewControllers[0]
        weak let search = stack.viewControllers[1]

        store.send(.linkOpened(LinkFixtures.emptySearch))

        #expect(stack.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(stack.viewControllers[0] === greeting)
        #expect(search == nil)

        store.send(.path(store.state.path.ids[0], .greeting(.logOutTapped)))

        #expect(stack.viewControllers.map(\.title) == ["Login"])
        #expect(greeting == nil)
    }

    @Test("the back button pops the top screen and tells the store, whose path follows")
    func theBackButtonTellsTheStore() {
        let (window, store) = makeSUT()
        let ids = store.state.path.ids
        weak let search = window.topViewController

        let popped = window.navigationController.pop()
        let poppedAgain = window.navigationController.pop()

        #expect(popped === search)
        #expect(poppedAgain == nil)
        #expect(store.state.path.ids == [ids[0]])
        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting"])
    }

    @Test("a link goes to the store as counted work, and the tip it leaves shows as a toast once")
    func aLinksTipShowsOnce() async throws {
        let (window, store) = makeSUT()
        let navigation = try #require(window.navigationController as? AppNavigationController)

        navigation.open(LinkFixtures.unknown[0])
        await window.settle()

        #expect(window.toast.messages == [LinkFixtures.cannotOpen])
        #expect(store.state.tip == nil)
        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
    }

    @Test("released with a link's search in flight, the stack and its store are freed and the search is cancelled")
    func releasedWithALinksSearchInFlightFreesEverything() async throws {
        let flickr = FlickrServiceSpy()
        var window: Window? = makeSUT(flickr: flickr).window
        (window?.navigationController as? AppNavigationController)?.open(LinkFixtures.search)
        await flickr.waitForSearchRequest()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(flickr.cancelledSearchRequests == [LinkFixtures.searchText])
    }

    // MARK: - Private

    /// The app logged in as Ada, its path the greeting with Search on top, shown in a window.
    private func makeSUT(
        flickr: any FlickrService = OfflineFlickrService(latency: .zero),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (window: Window, store: Store<AppFeature.State, AppFeature.Action>) {
        let environment = AppEnvironment.testing(flickr: flickr)
        var state = AppFeature.State()
        state.session.logIn(as: .adaLovelace)
        state.path = AppPath(.greeting(GreetingFeature.State(person: .adaLovelace)))
        state.path.push(.search(SearchFeature.State()))
        let store = Store(initialState: state, reducer: AppFeature(testing: environment).reduce)
        let window = Window(rootViewController: AppNavigationController(store: store, environment: environment))
        trackForLeaks(window, sourceLocation: sourceLocation)
        trackForLeaks(store, sourceLocation: sourceLocation)
        return (window, store)
    }
}
