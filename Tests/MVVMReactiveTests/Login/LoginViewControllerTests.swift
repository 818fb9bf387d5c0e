import Foundation
import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMReactive

/// The login screen in a window: every widget is bound to the view model in the right direction (the
/// behaviour itself is proven on the view model), and the whole module is freed when released.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginViewControllerTests {
    @Test("L1, L2: typing into the fields updates the avatar and the Login button")
    func typingUpdatesAvatarAndButton() throws {
        let (window, _) = makeWindow()
        let submit = try window.button("login.submit")
        #expect(!submit.isEnabled)

        try window.textField("login.phone").type("13874389438")
        #expect(try window.imageView("login.avatar").imageURL == URL.davidAvatar)
        #expect(!submit.isEnabled)

        try window.textField("login.code").type("5")
        #expect(submit.isEnabled)
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsFields() throws {
        let (window, _) = makeWindow()

        try window.button("login.fillUp").tap()

        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.imageView("login.avatar").imageURL == URL.davidAvatar)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L4: an invalid phone shows a tip in the window's toast")
    func invalidPhoneShowsToast() async throws {
        let (window, auth) = makeWindow()
        try window.textField("login.phone").paste("１３８７４３８９４３８")
        try window.textField("login.code").type("5858")

        try window.button("login.submit").tap()
        await window.settle()

        #expect(window.toast.messages == ["Please enter a valid mobile number"])
        #expect(auth.requests.isEmpty)
        #expect(!window.hud.isVisible)
    }

    @Test("L6, L7: the login tap shows the HUD, ends editing and disables the button, then pushes the greeting")
    func loginShowsHUDThenPushesGreeting() async throws {
        let (window, auth) = makeWindow()
        let phone = try window.textField("login.phone")
        try window.textField("login.code").type("5858")
        phone.type("13874389438")
        #expect(phone.isEditing)

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        #expect(window.hud.message == "Loading...")
        #expect(!phone.isEditing)
        #expect(try !window.textField("login.code").isEditing)
        #expect(try !window.button("login.submit").isEnabled)

        auth.complete(with: .success(.davidBlaine))
        await window.settle()
        #expect(!window.hud.isVisible)
        #expect(window.topViewController?.title == "Greeting")
        try window.button("greeting.show").tap()
        #expect(try window.label("greeting.label").text == "Hello David Blaine")
    }

    @Test("L8: failure shows the service's message, keeps the fields and enables Login again")
    func failureShowsToastAndKeepsFields() async throws {
        let (window, auth) = makeWindow()
        try window.button("login.fillUp").tap()

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.incorrectCode))
        await window.settle()

        #expect(window.toast.lastMessage == "The verification code is incorrect.")
        #expect(!window.hud.isVisible)
        #expect(window.topViewController?.title == "Login")
        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
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
        let store = KeyValueStoreSpy()
        var window: Window? = makeWindow(auth: auth, store: store).window
        tracker.trackEverything(in: try #require(window))
        try window?.button("login.fillUp").tap()
        try window?.button("login.submit").tap()
        await auth.waitForRequest()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        // The spy was never completed: releasing the screen cancelled the login, which ended the work.
        #expect(auth.pendingCount == 0)
        #expect(store.writes.isEmpty)
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
