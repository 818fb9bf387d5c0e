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
    func fillUpShowsInFieldsAndScreen() throws {
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
    func loginTapShowsProgressThenGreeting() async throws {
        let (window, auth) = makeWindow()
        let phone = try window.textField("login.phone")
        phone.type("13874389438")
        try window.textField("login.code").type("5858")

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
    func reopeningPrefillsField() throws {
        let store = InMemoryStore()
        LoginMemory(store: store).remember(try #require(MobileNumber("13874389438")))

        let (window, _) = makeWindow(store: store)

        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "")
        #expect(try window.imageView("login.avatar").imageURL == URL.davidAvatar)
    }

    @Test("L10: released mid-request, every object of the module is freed once the work ends")
    func releasedMidRequestIsFreed() async throws {
        let tracker = LeakTracker()
        let auth = AuthServiceSpy()
        var window: Window? = makeWindow(auth: auth, tracker: tracker).window
        try window?.button("login.fillUp").tap()
        try window?.button("login.submit").tap()
        await auth.waitForRequest()
        let work = try #require(window?.work)

        window = nil
        auth.complete(with: .success(.davidBlaine))
        await work.settle()

        #expect(tracker.survivors.isEmpty)
    }

    @Test("L10: after logging in, releasing the window frees both screens")
    func bothScreensAreFreed() async throws {
        let tracker = LeakTracker()
        let auth = AuthServiceSpy()
        var window: Window? = makeWindow(auth: auth, tracker: tracker).window
        try window?.button("login.fillUp").tap()
        try window?.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await window?.settle()
        tracker.track(try #require(window?.topViewController as? GreetingViewController))

        window = nil

        #expect(tracker.survivors.isEmpty)
    }

    /// The login screen over the test accounts, an auth spy and `store`, in a window; the window, the
    /// screen, its view model and its widgets are registered with `tracker`.
    private func makeWindow(
        auth: AuthServiceSpy = AuthServiceSpy(),
        store: any KeyValueStore = InMemoryStore(),
        tracker: LeakTracker = LeakTracker()
    ) -> (window: Window, auth: AuthServiceSpy) {
        let viewModel = LoginViewModel(accounts: .demo, auth: auth, memory: LoginMemory(store: store))
        let screen = LoginViewController(viewModel: viewModel)
        let window = Window(rootViewController: screen)
        tracker.track(window)
        tracker.track(screen)
        tracker.track(viewModel)
        tracker.track(viewModel.login)
        for widget in screen.view.subviews {
            tracker.track(widget)
        }
        return (window, auth)
    }
}
