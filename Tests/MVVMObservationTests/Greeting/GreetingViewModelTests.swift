import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// The greeting spec, proven on the view model alone: its outputs are read after each input, and a tracked read shows
/// the screen would learn of the change; in the app, a navigator spy records what it reports. No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingViewModelTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        let viewModel = makeSUT(person: .davidBlaine)

        #expect(viewModel.greeting.isEmpty)
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let viewModel = makeSUT(person: greeting.person)
        let label = TrackedRead { viewModel.greeting }

        viewModel.showGreetingButtonTapped()

        #expect(viewModel.greeting == greeting.greeting)
        #expect(label.changeIsAnnounced)
    }

    @Test("G2: tapping Show greeting again keeps showing the greeting")
    func tappingAgainKeepsShowingTheGreeting() {
        let viewModel = makeSUT(person: .davidBlaine)
        viewModel.showGreetingButtonTapped()

        viewModel.showGreetingButtonTapped()

        #expect(viewModel.greeting == Person.davidBlaine.greeting)
    }

    @Test("N1: Search photos on a greeting built alone asks its screen to push Search")
    func searchPhotosAloneAsksToPushSearch() {
        let viewModel = makeSUT(person: .davidBlaine)
        let navigation = TrackedRead { viewModel.route }

        viewModel.searchPhotosTapped()

        #expect(viewModel.route == .search)
        #expect(navigation.changeIsAnnounced)
    }

    @Test("N1: the route stays until the screen has followed it, and is then gone")
    func routeStaysUntilFollowed() {
        let viewModel = makeSUT(person: .davidBlaine)
        viewModel.searchPhotosTapped()
        let routeBeforeFollowed = viewModel.route

        viewModel.routeFollowed()

        #expect(routeBeforeFollowed == .search)
        #expect(viewModel.route == nil)
    }

    @Test("N1: Log out on a greeting built alone does nothing: there is no session to end")
    func logOutAloneDoesNothing() {
        let viewModel = makeSUT(person: .davidBlaine)
        let screen = TrackedRead { (viewModel.greeting, viewModel.route) }

        viewModel.logOutTapped()

        #expect(viewModel.route == nil)
        #expect(!screen.changeIsAnnounced)
    }

    @Test("N1: in the app, Search photos reaches the app, and the screen is asked to push nothing")
    func searchPhotosInTheAppReachesTheApp() {
        let (viewModel, navigator) = makeSUTInTheApp()

        viewModel.searchPhotosTapped()

        #expect(navigator.events == [.searchPhotosTapped])
        #expect(navigator.reporters.first === viewModel)
        #expect(viewModel.route == nil)
    }

    @Test("N1: in the app, Log out reaches the app")
    func logOutInTheAppReachesTheApp() {
        let (viewModel, navigator) = makeSUTInTheApp()

        viewModel.logOutTapped()

        #expect(navigator.events == [.logOutTapped])
        #expect(navigator.reporters.first === viewModel)
        #expect(viewModel.route == nil)
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> GreetingViewModel {
        let viewModel = GreetingViewModel(person: person)
        trackForLeaks(viewModel)
        return viewModel
    }

    /// The view model as the app makes it, with a spy as its navigator, which the test holds: the view model does not.
    private func makeSUTInTheApp() -> (viewModel: GreetingViewModel, navigator: AppNavigatorSpy) {
        let navigator = AppNavigatorSpy()
        let viewModel = makeSUT(person: .davidBlaine)
        viewModel.navigator = navigator
        trackForLeaks(navigator)
        return (viewModel, navigator)
    }
}
