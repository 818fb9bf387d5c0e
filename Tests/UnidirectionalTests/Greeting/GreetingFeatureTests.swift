import Model
import StoreCore
import TestSupport
import Testing

@testable import Unidirectional

/// The greeting spec, proven on the feature alone: a test store runs its reducer and checks the whole state after
/// each tap. No HeadlessUI here — the screen's rendering is the acceptance suite's to prove, and the greeting's way on
/// when it is alone `GreetingViewControllerTests`'.
@MainActor
@Suite(.leakChecked)
struct GreetingFeatureTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        let store = makeSUT(person: .davidBlaine)

        #expect(store.state == GreetingFeature.State(person: .davidBlaine, greeting: ""))
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let store = makeSUT(person: greeting.person)

        store.send(.showGreetingButtonTapped) { $0.greeting = greeting.greeting }
    }

    @Test("G2: tapping Show greeting again keeps showing the greeting")
    func tappingShowGreetingAgainKeepsTheGreeting() {
        let store = makeSUT(person: .davidBlaine)
        store.send(.showGreetingButtonTapped) { $0.greeting = "Hello David Blaine" }

        // No change expected: the test store fails on any difference, so a tap that toggled the label would fail here.
        store.send(.showGreetingButtonTapped)

        #expect(store.state.greeting == "Hello David Blaine")
    }

    @Test("Search photos asks for the search screen, and once the view has gone there, for nothing more")
    func searchPhotosRoutesToSearch() {
        let store = makeSUT(person: .davidBlaine)

        store.send(.searchPhotosTapped) { $0.route = .search }
        store.send(.routeFollowed) { $0.route = nil }
    }

    @Test("Log out changes nothing on a greeting alone: with no app, there is no session to end")
    func logOutAloneChangesNothing() {
        let store = makeSUT(person: .davidBlaine)
        store.send(.showGreetingButtonTapped) { $0.greeting = "Hello David Blaine" }

        // No change expected: the test store fails on any difference, and on any effect.
        let work = store.send(.logOutTapped)

        #expect(work == nil)
    }

    // MARK: - Private

    private func makeSUT(
        person: Person,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TestStore<GreetingFeature.State, GreetingFeature.Action> {
        let store = TestStore(
            initialState: GreetingFeature.State(person: person),
            reducer: GreetingFeature().reduce,
            sourceLocation: sourceLocation
        )
        trackForLeaks(store, sourceLocation: sourceLocation)
        return store
    }
}
