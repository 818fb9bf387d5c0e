import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVP

/// The view controller's smoke tests in a window: the widgets exist, events reach the presenter and its
/// answers reach the widgets, HUD and toast. The behaviour itself is proven on the presenter, in
/// ``LoginPresenterTests``.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginViewControllerTests {
    @Test("L1: the screen shows the avatar placeholder, both empty fields, a disabled Login and Fill up")
    func buildsTheWidgets() throws {
        let window = Window(rootViewController: LoginViewController(environment: makeEnvironment()))

        #expect(window.topViewController?.title == "Login")
        #expect(try window.imageView("login.avatar").imageURL == nil)
        #expect(try window.textField("login.phone").placeholder == "Mobile number")
        #expect(try window.textField("login.phone").text.isEmpty)
        #expect(try window.textField("login.code").placeholder == "Verification code")
        #expect(try window.textField("login.code").text.isEmpty)
        #expect(try window.button("login.submit").title == "Login")
        #expect(try window.button("login.submit").isEnabled == false)
        #expect(try window.button("login.fillUp").title == "Fill up")
        #expect(window.hud.isVisible == false)
    }

    @Test("L2, L3: typing and Fill up reach the presenter, and its states reach the avatar and Login")
    func editingIsWired() throws {
        let window = Window(rootViewController: LoginViewController(environment: makeEnvironment()))

        try window.textField("login.phone").type("13800138000")
        #expect(try window.imageView("login.avatar").imageURL?.absoluteString.hasSuffix("ada-lovelace.png") == true)
        #expect(try window.button("login.submit").isEnabled == false)

        try window.button("login.fillUp").tap()
        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.imageView("login.avatar").imageURL?.absoluteString.hasSuffix("david-blaine.png") == true)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L4: a tip from the presenter reaches the window's toast")
    func tipsAreWired() async throws {
        let window = Window(rootViewController: LoginViewController(environment: makeEnvironment()))
        try window.textField("login.phone").type("1387438943")
        try window.textField("login.code").type("5858")

        try window.button("login.submit").tap()
        await window.settle()

        #expect(window.toast.messages == ["Please enter a valid mobile number"])
    }

    @Test("L6, L7: Login ends editing, shows the HUD, and on success pushes the person's greeting")
    func loginIsWired() async throws {
        let auth = AuthServiceSpy()
        let window = Window(rootViewController: LoginViewController(environment: makeEnvironment(auth: auth)))
        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").type("5858")

        try window.button("login.submit").tap()
        await auth.waitForRequest()

        #expect(try window.textField("login.phone").isEditing == false)
        #expect(try window.textField("login.code").isEditing == false)
        #expect(window.hud.message == "Loading...")
        #expect(try window.button("login.submit").isEnabled == false)
        auth.complete(with: .success(.davidBlaine))
        await window.settle()
        #expect(window.hud.isVisible == false)
        #expect(window.topViewController is GreetingViewController)
        try window.button("greeting.show").tap()
        #expect(try window.label("greeting.label").text == "Hello David Blaine")
    }

    @Test("L8: on failure the HUD goes, the message shows and the fields keep what was typed")
    func failureIsWired() async throws {
        let auth = AuthServiceSpy()
        let window = Window(rootViewController: LoginViewController(environment: makeEnvironment(auth: auth)))
        try window.textField("login.phone").type("13900000000")
        try window.textField("login.code").type("1234")

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await window.settle()

        #expect(window.hud.isVisible == false)
        #expect(window.toast.lastMessage == "The server is not responding. Please try again.")
        #expect(window.topViewController?.title == "Login")
        #expect(try window.textField("login.phone").text == "13900000000")
        #expect(try window.textField("login.code").text == "1234")
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L9: reopened after a login, the phone field shows the remembered number")
    func prefillIsWired() async throws {
        let environment = makeEnvironment(auth: AuthServiceStub(result: .success(.davidBlaine)))
        let first = Window(rootViewController: LoginViewController(environment: environment))
        try first.button("login.fillUp").tap()
        try first.button("login.submit").tap()
        await first.settle()

        let window = Window(rootViewController: LoginViewController(environment: environment))

        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text.isEmpty)
        #expect(try window.imageView("login.avatar").imageURL?.absoluteString.hasSuffix("david-blaine.png") == true)
    }

    @Test("L10: released mid-request, every object of the module is freed once the work ends")
    func releasedMidRequestIsFreed() async throws {
        let tracker = LeakTracker()
        let auth = AuthServiceSpy()
        var window: Window? = Window(rootViewController: LoginViewController(environment: makeEnvironment(auth: auth)))
        tracker.trackEverything(in: try #require(window), parts: \.roles)
        try window?.button("login.fillUp").tap()
        try window?.button("login.submit").tap()
        let work = try #require(window?.work)
        await auth.waitForRequest()

        window = nil
        auth.complete(with: .success(.davidBlaine))
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }

    // MARK: - Private

    private func makeEnvironment(auth: any AuthService = AuthServiceSpy()) -> AppEnvironment {
        .testing(auth: auth)
    }
}
