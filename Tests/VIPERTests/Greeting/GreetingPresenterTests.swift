import Model
import Testing

@testable import VIPER

@MainActor
struct GreetingPresenterTests {
    @Test("G2: tapping Show greeting shows the greeting for the screen's person")
    func tappingShowGreetingShowsThePersonsGreeting() {
        let (presenter, view) = makeSUT(person: .adaLovelace)

        presenter.showGreetingButtonTapped()

        #expect(view.greetings == ["Hello Ada Lovelace"])
    }

    @Test("G2: every tap shows the greeting again")
    func everyTapShowsTheGreeting() {
        let (presenter, view) = makeSUT(person: .davidBlaine)

        presenter.showGreetingButtonTapped()
        presenter.showGreetingButtonTapped()

        #expect(view.greetings == ["Hello David Blaine", "Hello David Blaine"])
    }

    @Test("G2: the presenter holds its view weakly, and a tap once the view is gone does nothing")
    func tapWithoutViewDoesNothing() {
        let presenter = GreetingPresenter(
            interactor: GreetingInteractor(person: .davidBlaine), router: GreetingRouter())
        do {
            let view = GreetingViewSpy()
            presenter.view = view
        }

        presenter.showGreetingButtonTapped()

        #expect(presenter.view == nil)
    }

    // MARK: - Private

    private func makeSUT(person: Person) -> (GreetingPresenter, GreetingViewSpy) {
        let view = GreetingViewSpy()
        let presenter = GreetingPresenter(interactor: GreetingInteractor(person: person), router: GreetingRouter())
        presenter.view = view
        return (presenter, view)
    }
}
