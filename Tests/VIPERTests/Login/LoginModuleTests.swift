import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginModuleTests {
    @Test("L1: the assembled screen shows its widgets and wires typing to the presenter")
    func assembledScreenIsWired() throws {
        let window = Window(rootViewController: LoginModule.build(environment: makeEnvironment()))

        #expect(window.topViewController?.title == "Login")
        #expect(try window.textField("login.phone").placeholder == "Mobile number")
        #expect(try window.textField("login.code").placeholder == "Verification code")
        #expect(try window.button("login.submit").title == "Login")
        #expect(try window.button("login.fillUp").title == "Fill up")
        #expect(try window.imageView("login.avatar").imageURL == nil)
        #expect(try !window.button("login.submit").isEnabled)
        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").type("5")
        #expect(try window.button("login.submit").isEnabled)
        #expect(try window.imageView("login.avatar").imageURL?.absoluteString.contains("david-blaine") == true)
    }

    @Test("L3: the assembled screen's Fill up fills both fields and enables login")
    func assembledFillUp() throws {
        let window = Window(rootViewController: LoginModule.build(environment: makeEnvironment()))

        try window.button("login.fillUp").tap()

        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test(
        "L4: an invalid phone shows a tip and sends nothing",
        arguments: OddInput.invalidPhones
    )
    func invalidPhoneShowsATipAndSendsNothing(phone: OddInput) throws {
        let auth = AuthServiceSpy()
        let window = Window(rootViewController: LoginModule.build(environment: makeEnvironment(auth: auth)))
        try window.textField("login.phone").paste(phone.text)
        try window.textField("login.code").type("5858")

        try window.button("login.submit").tap()

        try #require(window.work.pendingCount == 0, "the tap left a login running")
        #expect(window.toast.messages == ["Please enter a valid mobile number"])
        #expect(auth.requests.isEmpty)
        #expect(window.hud.isVisible == false)
        #expect(try window.textField("login.phone").text == phone.text)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test(
        "L5: an invalid code shows a tip and sends nothing",
        arguments: OddInput.invalidCodes
    )
    func invalidCodeShowsATipAndSendsNothing(code: OddInput) throws {
        let auth = AuthServiceSpy()
        let window = Window(rootViewController: LoginModule.build(environment: makeEnvironment(auth: auth)))
        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").paste(code.text)

        try window.button("login.submit").tap()

        try #require(window.work.pendingCount == 0, "the tap left a login running")
        #expect(window.toast.messages == ["Invalid verification code"])
        #expect(auth.requests.isEmpty)
        #expect(window.hud.isVisible == false)
        #expect(try window.textField("login.code").text == code.text)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting")
    func successHidesHUDRemembersPhoneNeverCodeAndShowsGreeting() async throws {
        let auth = AuthServiceSpy()
        let store = KeyValueStoreSpy()
        let window = Window(
            rootViewController: LoginModule.build(environment: makeEnvironment(auth: auth, store: store)))
        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").type("5858")

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        #expect(window.hud.message == "Loading...")
        #expect(try !window.textField("login.phone").isEditing && !window.textField("login.code").isEditing)
        #expect(try !window.button("login.submit").isEnabled)
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(!window.hud.isVisible)
        #expect(LoginMemory(store: store).lastPhone()?.digits == "13874389438")
        #expect(store.writes.allSatisfy { !$0.contains("5858") })
        #expect(window.topViewController?.title == "Greeting")
        try window.button("greeting.show").tap()
        #expect(try window.label("greeting.label").text == "Hello David Blaine")
    }

    @Test("L9: a screen built over the same store pre-fills the remembered phone and its avatar")
    func rebuiltScreenPreFills() async throws {
        let store = KeyValueStoreSpy()
        let environment = makeEnvironment(auth: AuthServiceStub(result: .success(.davidBlaine)), store: store)
        let first = Window(rootViewController: LoginModule.build(environment: environment))
        try first.button("login.fillUp").tap()
        try first.button("login.submit").tap()
        await first.settle()

        let reopened = Window(rootViewController: LoginModule.build(environment: environment))

        #expect(try reopened.textField("login.phone").text == "13874389438")
        #expect(try reopened.textField("login.code").text == "")
        #expect(try reopened.imageView("login.avatar").imageURL?.absoluteString.contains("david-blaine") == true)
        #expect(try !reopened.button("login.submit").isEnabled)
    }

    @Test(
        "L10: released mid-request, every object of the module is freed once the work ends",
        arguments: [
            Result<Person, AuthError>.success(.davidBlaine),
            .failure(.serverNotResponding),
        ]
    )
    func releasedMidRequestEverythingIsFreed(outcome: Result<Person, AuthError>) async throws {
        let auth = AuthServiceSpy()
        let tracker = LeakTracker()
        var window: Window? = try makeWindowLoggingIn(auth: auth, tracker: tracker)
        await auth.waitForRequest()
        let work = try #require(window?.work)

        window = nil
        auth.complete(with: outcome.mapError { $0 })
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }

    @Test("L10: after a successful login, the login and greeting modules are freed with the window")
    func afterSuccessBothModulesAreFreed() async throws {
        let auth = AuthServiceSpy()
        let tracker = LeakTracker()
        var window: Window? = try makeWindowLoggingIn(auth: auth, tracker: tracker)
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await window?.settle()
        try #require(
            window?.navigationController.viewControllers.map { $0 is GreetingViewController } == [false, true])
        tracker.trackEverything(in: try #require(window))
        try window?.button("greeting.show").tap()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }

    // MARK: - Private

    private func makeEnvironment(
        auth: any AuthService = AuthServiceStub(result: .failure(.unknownNumber)),
        store: any KeyValueStore = KeyValueStoreSpy()
    ) -> AppEnvironment {
        .testing(auth: auth, store: store)
    }

    /// A window on the module, every object tracked, with a login for the demo account already tapped.
    private func makeWindowLoggingIn(auth: AuthServiceSpy, tracker: LeakTracker) throws -> Window {
        let window = Window(rootViewController: LoginModule.build(environment: makeEnvironment(auth: auth)))
        tracker.trackEverything(in: window)
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        return window
    }
}
