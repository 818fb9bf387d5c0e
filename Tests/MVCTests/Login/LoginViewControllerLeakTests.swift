import HeadlessUI
import MVC
import Model
import TestSupport
import Testing

/// L10 through the window: every object of the login module (and of the greeting screen it pushed) is
/// tracked, the window is released, and once the work has ended nothing may survive.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginViewControllerLeakTests {
    @Test(
        "L10: released mid-request, every object of the module is freed once the work ends",
        arguments: [
            Result<Person, AuthError>.success(.davidBlaine),
            .failure(.serverNotResponding),
        ]
    )
    func releasedMidRequestEverythingIsFreed(outcome: Result<Person, AuthError>) async throws {
        let tracker = LeakTracker()
        let auth = AuthServiceSpy()
        var window: Window? = Window(rootViewController: LoginViewController(environment: .testing(auth: auth)))
        let work = window!.work
        tracker.trackEverything(in: window!)
        try window?.textField("login.phone").type("13874389438")
        try window?.textField("login.code").type("5858")
        try window?.button("login.submit").tap()
        await auth.waitForRequest()

        window = nil
        auth.complete(with: outcome.mapError { $0 })
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }

    @Test("L10: released after Fill up and a tip, every object of the module is freed")
    func releasedIdleEverythingIsFreed() async throws {
        let tracker = LeakTracker()
        var window: Window? = Window(
            rootViewController: LoginViewController(environment: .testing(auth: AuthServiceSpy())))
        let work = window!.work
        tracker.trackEverything(in: window!)
        try window?.button("login.fillUp").tap()
        try window?.textField("login.code").type("0")
        try window?.button("login.submit").tap()

        window = nil
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }

    @Test("L10: released after a successful login, both screens are freed")
    func releasedAfterSuccessBothScreensAreFreed() async throws {
        let tracker = LeakTracker()
        let environment = AppEnvironment.testing(auth: AuthServiceStub(result: .success(.davidBlaine)))
        var window: Window? = Window(rootViewController: LoginViewController(environment: environment))
        let work = window!.work
        try window?.button("login.fillUp").tap()
        try window?.button("login.submit").tap()
        await work.settle()
        try #require(window?.topViewController?.title == "Greeting")
        tracker.trackEverything(in: window!)
        try window?.button("greeting.show").tap()

        window = nil
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }
}
