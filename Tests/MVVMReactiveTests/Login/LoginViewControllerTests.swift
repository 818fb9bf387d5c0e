import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMReactive

/// The view in a window, assembled as the app assembles it: its widgets exist, their events reach the view model and
/// the view model's outputs reach the widgets, the HUD, the toast and the navigation stack. The behaviour itself is
/// proven on the view model, in ``LoginViewModelTests``.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginViewControllerTests {
    @Test(
        "L1: the screen shows the avatar placeholder, both fields empty with their placeholders, a disabled Login and Fill up"
    )
    func showsItsWidgets() throws {
        let (window, _) = makeSUT()

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

    @Test("L2, L3: typing and Fill up reach the view model, and its states reach the avatar and Login")
    func editsReachTheViewModelAndStatesReachTheWidgets() throws {
        let (window, _) = makeSUT()

        try window.textField("login.phone").type(LoginFixtures.ada.typedPhone)
        #expect(try window.imageView("login.avatar").imageURL == LoginFixtures.ada.avatarURL)
        #expect(try window.button("login.submit").isEnabled == false)

        try window.button("login.fillUp").tap()
        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.imageView("login.avatar").imageURL == LoginFixtures.david.avatarURL)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L4: a tip from the view model reaches the window's toast")
    func tipsReachTheToast() async throws {
        let (window, _) = makeSUT()
        try window.textField("login.phone").type("1387438943")
        try window.textField("login.code").type("5858")

        try window.button("login.submit").tap()
        await window.settle()

        #expect(window.toast.messages == [LoginFixtures.invalidPhoneTip])
    }

    @Test("L6: in a window, typing while logging in keeps the Login button disabled until the request ends")
    func typingWhileLoggingInKeepsLoginDisabled() async throws {
        let (window, auth) = makeSUT()
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()

        try window.textField("login.code").deleteBackward()
        try window.textField("login.code").type("8")

        #expect(try window.button("login.submit").isEnabled == false)
        auth.complete(with: .failure(AuthError.incorrectCode))
        await window.settle()
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L6, L7: Login ends editing and shows the HUD, and success pushes the greeting of the person who logged in")
    func loginShowsTheHUDThenPushesTheGreeting() async throws {
        let (window, auth) = makeSUT()
        // Not the environment's default person (David), so a push of the wrong person's greeting shows.
        try window.textField("login.phone").type(LoginFixtures.ada.typedPhone)
        try window.textField("login.code").type(LoginFixtures.ada.code)

        try window.button("login.submit").tap()
        await auth.waitForRequest()

        #expect(try window.textField("login.phone").isEditing == false)
        #expect(try window.textField("login.code").isEditing == false)
        #expect(window.hud.message == LoginFixtures.loadingMessage)
        #expect(try window.button("login.submit").isEnabled == false)
        auth.complete(with: .success(.adaLovelace))
        await window.settle()
        #expect(window.hud.isVisible == false)
        #expect(window.topViewController is GreetingViewController)
        try window.button("greeting.show").tap()
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("L8: on failure the HUD goes, the message shows and the fields keep what was typed")
    func failureShowsTheMessageAndKeepsTheFields() async throws {
        let (window, auth) = makeSUT()
        try window.textField("login.phone").type("13900000000")
        try window.textField("login.code").type("1234")

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await window.settle()

        #expect(window.hud.isVisible == false)
        #expect(window.toast.messages == ["The server is not responding. Please try again."])
        #expect(window.topViewController?.title == "Login")
        #expect(try window.textField("login.phone").text == "13900000000")
        #expect(try window.textField("login.code").text == "1234")
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L9: reopened after a login, the phone field shows the remembered number and its avatar")
    func reopenedShowsTheRememberedNumber() async throws {
        let store = KeyValueStoreSpy()
        let (first, auth) = makeSUT(store: store)
        try first.button("login.fillUp").tap()
        try first.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await first.settle()

        let (window, _) = makeSUT(store: store)

        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text.isEmpty)
        #expect(try window.imageView("login.avatar").imageURL == LoginFixtures.david.avatarURL)
    }

    @Test("L10: released mid-request, the screen cancels its login and every object of it is freed")
    func releasedMidRequestCancelsTheLogin() async throws {
        var (window, auth): (Window?, _) = makeSUT()
        try window?.button("login.fillUp").tap()
        try window?.button("login.submit").tap()
        await auth.waitForRequest()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(auth.cancelledRequests == [LoginFixtures.request(for: LoginFixtures.david)])
    }

    // MARK: - Private

    private func makeSUT(store: KeyValueStoreSpy = KeyValueStoreSpy()) -> (window: Window, auth: AuthServiceSpy) {
        let auth = AuthServiceSpy()
        let window = Window(rootViewController: LoginViewController(environment: .testing(auth: auth, store: store)))
        trackForLeaks(window)
        return (window, auth)
    }
}
