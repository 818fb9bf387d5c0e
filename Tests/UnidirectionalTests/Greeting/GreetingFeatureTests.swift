import Model
import StoreCore
import TestSupport
import Testing

@testable import Unidirectional

/// The greeting spec, proven on the feature alone: a test store runs its reducer and checks the whole state after
/// the tap. No HeadlessUI here — the screen's rendering is the acceptance suite's to prove.
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
