import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// Smoke tests of the login view controller in a window: its widgets are wired to the view model both
/// ways, it navigates on the route output, and the screen is freed. The behaviour itself is proven in
/// ``LoginViewModelTests``.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginViewControllerTests {
    @Test("L1: in a window the screen shows its widgets and typing in both fields enables Login")
    func widgetsAndTyping() throws {
        let (window, _) = makeWindow()

        #expect(window.topViewController?.title == "Login")
        #expect(try window.textField("login.phone").placeholder == "Mobile number")
        #expect(try window.textField("login.code").placeholder == "Verification code")
        #expect(try window.button("login.submit").title == "Login")
        #expect(try window.button("login.fillUp").title == "Fill up")
        #expect(try window.button("login.submit").isEnabled == false)

        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").type("5858")

        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L2: typing a known number in a window shows its avatar")
    func typingShowsAvatar() throws {
        let (window, _) = makeWindow()

        try window.textField("login.phone").type("1380013800")
        #expect(try window.imageView("login.avatar").imageURL == nil)
        try window.textField("login.phone").type("0")

        #expect(try window.imageView("login.avatar").imageURL == .adaAvatar)
    }

    @Test("L3: Fill up in a window sets both fields, shows the avatar and enables Login")
    func fillUpSetsFields() throws {
        let (window, _) = makeWindow()

        try window.button("login.fillUp").tap()

        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.imageView("login.avatar").imageURL == .davidAvatar)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L5: an invalid code in a window shows the tip as a toast")
    func invalidCodeShowsToast() async throws {
        let (window, auth) = makeWindow()
        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").type("   ")

        try window.button("login.submit").tap()
        await window.settle()

        #expect(window.toast.messages == ["Invalid verification code"])
        #expect(auth.requests.isEmpty)
    }

    @Test("L6, L7: a login in a window shows the HUD, then pushes the greeting of the person")
    func loginShowsHUDThenPushesGreeting() async throws {
        let (window, auth) = makeWindow()
        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").type("5858")

        try window.button("login.submit").tap()
        await auth.waitForRequest()

        #expect(window.hud.message == "Loading...")
        #expect(try window.button("login.submit").isEnabled == false)
        #expect(try window.textField("login.code").isEditing == false)

        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(window.hud.isVisible == false)
        #expect(window.topViewController?.title == "Greeting")
        try window.button("greeting.show").tap()
        #expect(try window.label("greeting.label").text == "Hello David Blaine")
    }

    @Test("L8: a failed login in a window shows the message as a toast and keeps the fields")
    func failureShowsToastAndKeepsFields() async throws {
        let (window, auth) = makeWindow()
        try window.textField("login.phone").type("13900000000")
        try window.textField("login.code").type("5858")

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await window.settle()

        #expect(window.hud.isVisible == false)
        #expect(window.toast.lastMessage == "The server is not responding. Please try again.")
        #expect(window.topViewController?.title == "Login")
        #expect(try window.textField("login.phone").text == "13900000000")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L9: opening Login again in a window pre-fills the phone field and shows its avatar")
    func reopeningPrefillsPhoneField() async throws {
        let store = InMemoryStore()
        let (first, auth) = makeWindow(store: store)
        try first.button("login.fillUp").tap()
        try first.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await first.settle()

        let (again, _) = makeWindow(store: store)

        #expect(try again.textField("login.phone").text == "13874389438")
        #expect(try again.textField("login.code").text == "")
        #expect(try again.imageView("login.avatar").imageURL == .davidAvatar)
    }

    @Test("L10: released mid-request, every object of the module is freed once the work ends")
    func releasedMidRequestIsFreed() async throws {
        let tracker = LeakTracker()
        let auth = AuthServiceSpy()
        var window: Window? = makeWindow(auth: auth).window
        tracker.trackEverything(in: try #require(window))
        try window?.button("login.fillUp").tap()
        try window?.button("login.submit").tap()
        await auth.waitForRequest()
        let work = try #require(window?.work)

        window = nil
        auth.complete(with: .success(.davidBlaine))
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }

    @Test("L10: after a login that pushed the greeting, releasing the window frees both screens")
    func bothScreensAreFreed() async throws {
        let tracker = LeakTracker()
        let auth = AuthServiceSpy()
        var window: Window? = makeWindow(auth: auth).window
        tracker.trackEverything(in: try #require(window))
        try window?.button("login.fillUp").tap()
        try window?.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await window?.settle()
        tracker.trackEverything(in: try #require(window))
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }

    // MARK: - Private

    /// The login screen as the app builds it, over the demo accounts, an auth spy and `store`, in a window.
    private func makeWindow(
        auth: AuthServiceSpy = AuthServiceSpy(),
        store: any KeyValueStore = InMemoryStore()
    ) -> (window: Window, auth: AuthServiceSpy) {
        let environment = AppEnvironment.testing(auth: auth, store: store)
        return (Window(rootViewController: LoginViewController(environment: environment)), auth)
    }
}
