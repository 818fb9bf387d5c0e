import Model
import Testing

/// The greeting spec (G1–G2) written once for every presenter that passes it: MVP's presenter, and VIPER's.
///
/// A suite creates it with its own `makeSUT` — the presenter for a person, with a ``GreetingViewRecorder`` as its
/// view — and each of its ``GreetingSpec`` tests is one call to the scenario of the same name.
@MainActor
public struct GreetingPresenterScenarios<Presenter: GreetingPresenterInputs> {
    /// A presenter under test and the recorder it tells.
    public typealias SUT = (presenter: Presenter, view: GreetingViewRecorder)

    private let makeSUT: @MainActor (Person) -> SUT

    /// Scenarios over the presenters `makeSUT` builds for a person.
    public init(makeSUT: @escaping @MainActor (_ person: Person) -> SUT) {
        self.makeSUT = makeSUT
    }

    /// G1: assembled, the presenter tells the view nothing until a tap, so the label keeps the empty text the view
    /// starts with (the acceptance suite checks that text on screen).
    public func greetingLabelStartsEmpty() {
        let (_, view) = makeSUT(.davidBlaine)

        #expect(view.greetings.isEmpty)
    }

    /// G2: a tap shows the greeting of the screen's person.
    public func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let (presenter, view) = makeSUT(greeting.person)

        presenter.showGreetingButtonTapped()

        #expect(view.greetings == [greeting.greeting])
    }
}
