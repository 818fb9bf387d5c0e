import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// The greeting spec, proven on the view model alone with recorders bound to its output closures, its routes among
/// them (N1). No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingViewModelTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        let (viewModel, greetings, _) = makeSUT(person: .davidBlaine)

        #expect(viewModel.greeting.isEmpty)
        #expect(greetings.values.isEmpty)
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let (viewModel, greetings, _) = makeSUT(person: greeting.person)

        viewModel.showGreetingButtonTapped()

        #expect(viewModel.greeting == greeting.greeting)
        #expect(greetings.values == [greeting.greeting])
    }

    @Test("G2: every tap emits the greeting, even when it has not changed")
    func everyTapEmitsTheGreeting() {
        let (viewModel, greetings, _) = makeSUT(person: .davidBlaine)

        viewModel.showGreetingButtonTapped()
        viewModel.showGreetingButtonTapped()

        #expect(greetings.values == ["Hello David Blaine", "Hello David Blaine"])
    }

    @Test("N1: Search photos sends the user to Search, and only there")
    func searchPhotosRoutesToSearch() {
        let (viewModel, greetings, routes) = makeSUT(person: .davidBlaine)

        viewModel.searchPhotosTapped()

        #expect(routes.values == [.search])
        #expect(greetings.values.isEmpty)
    }

    @Test("N1: Log out asks to end the session, and nothing else")
    func logOutRoutesOutOfTheSession() {
        let (viewModel, greetings, routes) = makeSUT(person: .davidBlaine)

        viewModel.logOutTapped()

        #expect(routes.values == [.logOut])
        #expect(greetings.values.isEmpty)
    }

    @Test("N1: Show greeting greets and goes nowhere")
    func showGreetingGoesNowhere() {
        let (viewModel, _, routes) = makeSUT(person: .davidBlaine)

        viewModel.showGreetingButtonTapped()

        #expect(routes.values.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        person: Person
    ) -> (viewModel: GreetingViewModel, greetings: ClosureRecorder<String>, routes: ClosureRecorder<GreetingRoute>) {
        let viewModel = GreetingViewModel(person: person)
        let greetings = ClosureRecorder<String>()
        let routes = ClosureRecorder<GreetingRoute>()
        viewModel.onGreetingChange = { [weak greetings] greeting in greetings?.record(greeting) }
        viewModel.onRoute = { [weak routes] route in routes?.record(route) }
        trackForLeaks(viewModel, greetings, routes)
        return (viewModel, greetings, routes)
    }
}
