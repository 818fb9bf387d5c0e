import HeadlessUI
import Model
import Testing

/// What a login router must do (L7, L10), written once for MVP's router and VIPER's: push the style's greeting screen
/// for the person it is given, and never keep the login screen alive.
///
/// A suite creates it with its own `makeSUT` — the style's router — and each test is one call to the scenario of the
/// same name. The login screen is a bare controller in a window, so the router is proven on its own; the screen it
/// pushes is the style's real greeting screen, read through its widgets, because a router's whole job is which screen
/// it pushes and what that screen was given.
@MainActor
public struct LoginRouterScenarios<Router: LoginRouterInputs> {
    private let makeSUT: @MainActor () -> Router

    /// Scenarios over the routers `makeSUT` builds.
    public init(makeSUT: @escaping @MainActor () -> Router) {
        self.makeSUT = makeSUT
    }

    /// L7: the pushed screen is the greeting, and its button greets the person the router was given.
    public func pushesTheGreetingOfThePersonItIsGiven(_ greeting: GreetingFixtures.Case) throws {
        let router = makeSUT()
        let login = ViewController()
        let window = Window(rootViewController: login)
        trackForLeaks(window)
        router.viewController = login

        router.showGreeting(for: greeting.person)
        try window.button("greeting.show").tap()

        #expect(window.topViewController?.title == "Greeting")
        #expect(try window.label("greeting.label").text == greeting.greeting)
    }

    /// L10: released by whoever showed it, the login screen is freed although its router lives on: the router's way
    /// back is weak, so the screen, its presenter and its router make no cycle.
    public func doesNotKeepTheLoginScreenAlive() {
        let router = makeSUT()
        var login: ViewController? = ViewController()
        router.viewController = login
        weak let released = login

        login = nil

        #expect(released == nil)
        withExtendedLifetime(router) {}
    }
}
