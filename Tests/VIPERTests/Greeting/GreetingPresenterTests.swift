import Model
import TestSupport
import Testing

@testable import VIPER

/// The greeting spec on the presenter alone, with a view spy and a router spy: the module has no interactor, so this is
/// MVP's test of the same presenter. ``GreetingModuleTests`` proves the assembly.
@MainActor
@Suite(.leakChecked)
struct GreetingPresenterTests: GreetingSpec {
    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        let (_, view, _) = makeSUT(person: .davidBlaine)

        #expect(view.greetings.isEmpty)
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        let (presenter, view, _) = makeSUT(person: greeting.person)

        presenter.showGreetingButtonTapped()

        #expect(view.greetings == [greeting.greeting])
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
