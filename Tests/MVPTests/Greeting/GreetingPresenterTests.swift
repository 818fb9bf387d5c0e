import Model
import Testing

@testable import MVP

@MainActor
struct GreetingPresenterTests {
    @Test(
        "G2: tapping Show greeting shows the greeting for the screen's person",
        arguments: [
            (Person.davidBlaine, "Hello David Blaine"),
            (Person.adaLovelace, "Hello Ada Lovelace"),
            (Person(firstName: "  Grace ", lastName: ""), "Hello Grace"),
        ]
    )
    func showsThePersonsGreeting(person: Person, expected: String) {
        let (presenter, view) = makeSUT(person: person)

        presenter.showGreetingButtonTapped()

        #expect(view.greetings == [expected])
    }

    @Test("G2: every tap shows the greeting again")
    func everyTapShowsTheGreeting() {
        let (presenter, view) = makeSUT(person: .adaLovelace)

        presenter.showGreetingButtonTapped()
        presenter.showGreetingButtonTapped()

        #expect(view.greetings == ["Hello Ada Lovelace", "Hello Ada Lovelace"])
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> (GreetingPresenter, GreetingViewSpy) {
        let presenter = GreetingPresenter(person: person)
        let view = GreetingViewSpy()
        presenter.view = view
        return (presenter, view)
    }
}
