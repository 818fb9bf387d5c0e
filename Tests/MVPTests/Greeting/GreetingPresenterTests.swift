import Model
import TestSupport
import Testing

@testable import MVP

/// The greeting spec, proven on the presenter alone: a view spy stands in for the screen and a router spy for
/// navigation. No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingPresenterTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        // Assembled, the presenter tells the view nothing until a tap: the label keeps the empty text it starts with
        // (the acceptance suite reads that text on screen).
        let (_, view, _) = makeSUT(person: .davidBlaine)

        #expect(view.greetings.isEmpty)
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let (presenter, view, _) = makeSUT(person: greeting.person)

        presenter.showGreetingButtonTapped()

        #expect(view.greetings == [greeting.greeting])
    }

    @Test("G2: the presenter holds its screen weakly: a released screen is freed while the presenter lives")
    func presenterHoldsItsScreenWeakly() {
        // The view spy is dropped at once: only the presenter could keep it, as it would keep the screen that owns it
        // in a cycle.
        let (presenter, _, _) = makeSUT(person: .davidBlaine)

        #expect(presenter.view == nil)
    }

    @Test("N1: Search photos asks the router for the search screen, and shows no greeting")
    func searchPhotosAsksTheRouterForSearch() {
        let (presenter, view, router) = makeSUT(person: .davidBlaine)

        presenter.searchPhotosTapped()

        #expect(router.searchesShown == 1)
        #expect(router.logOuts == 0)
        #expect(view.greetings.isEmpty)
    }

    @Test("N1: Log out asks the router to log the person out, and shows no greeting")
    func logOutAsksTheRouterToLogOut() {
        let (presenter, view, router) = makeSUT(person: .davidBlaine)

        presenter.logOutTapped()

        #expect(router.logOuts == 1)
        #expect(router.searchesShown == 0)
        #expect(view.greetings.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        person: Person
    ) -> (presenter: GreetingPresenter, view: GreetingViewSpy, router: GreetingRouterSpy) {
        let router = GreetingRouterSpy()
        let presenter = GreetingPresenter(person: person, router: router)
        let view = GreetingViewSpy()
        presenter.view = view
        trackForLeaks(presenter, view, router)
        return (presenter, view, router)
    }
}
