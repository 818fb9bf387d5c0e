import Model
import TestSupport
import Testing

@testable import VIPER

/// The greeting use case alone: its answer is the Model's greeting for the screen's person.
@MainActor
@Suite(.leakChecked)
struct GreetingInteractorTests {
    @Test("G2: the interactor answers the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func answersTheGreetingForThePerson(_ greeting: GreetingFixtures.Case) {
        let interactor = GreetingInteractor(person: greeting.person)
        trackForLeaks(interactor)

        #expect(interactor.greeting() == greeting.greeting)
    }
}
