import Foundation
import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVC

/// The login spec, proven through the controller and its widgets in a window. That is the MVC price: the logic
/// lives in the controller, so every test builds the screen, types and taps, and reads the widgets, the window's HUD
/// and toast and the navigation stack. An auth spy, completed by hand, stands in for the server.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginViewControllerTests: LoginSpec {
    @Test("L1: login is enabled exactly when both fields are non-empty", arguments: LoginFixtures.enabledRule)
    func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(_ row: LoginFixtures.FieldsRow) throws {
        let (window, _, _, _) = makeSUT()

        try enter(phone: row.phone, code: row.code, into: window)

        #expect(try window.button("login.submit").isEnabled == row.isLoginEnabled)
    }

    @Test("L2: the avatar shows while the phone is a known account's valid number", arguments: LoginFixtures.avatarRule)
    func avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(_ row: LoginFixtures.AvatarRow) throws {
        let (window, _, _, _) = makeSUT()

        try window.textField("login.phone").paste(row.phone)

        #expect(try window.imageView("login.avatar").imageURL == row.avatarURL)
    }

    @Test("L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth")
    func avatarFollowsThePhoneDigitByDigit() throws {
        let (window, _, _, _) = makeSUT()
        var avatars: [URL?] = []

        for digit in LoginFixtures.typedDigitByDigit {
            try window.textField("login.phone").type(String(digit))
            avatars.append(try window.imageView("login.avatar").imageURL)
        }

        #expect(avatars == LoginFixtures.avatarsDigitByDigit)
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped() throws {
        let (window, _, _, _) = makeSUT()

        try window.button("login.fillUp").tap()

        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.imageView("login.avatar").imageURL == LoginFixtures.david.avatarURL)
        #expect(try window.button("login.submit").isEnabled)
        #expect(window.hud.isVisible == false)
    }

    @Test("L3: after Fill up, Login sends the demo account although no editing event came back")
    func loginAfterFillUpSendsTheDemoAccount() async throws {
        let (window, _, auth, _) = makeSUT()
        try window.button("login.fillUp").tap()

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(try greetingShown(in: window) == Person.davidBlaine.greeting)
    }

    @Test("L4: an invalid phone shows a tip and sends nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneShowsATipAndSendsNothing(_ phone: OddInput) throws {
        let (window, _, auth, _) = makeSUT()
        try enter(phone: phone.text, code: LoginFixtures.david.code, into: window)

        try window.button("login.submit").tap()

        #expect(window.work.pendingCount == 0, "the tap started a login")
        #expect(window.toast.messages == [LoginFixtures.invalidPhoneTip])
        #expect(auth.requests.isEmpty)
        #expect(try window.textField("login.code").isEditing)
        #expect(window.hud.isVisible == false)
        #expect(window.navigationController.viewControllers.count == 1)
    }

    @Test("L5: an invalid code shows a tip and sends nothing", arguments: OddInput.invalidCodes)
    func invalidCodeShowsATipAndSendsNothing(_ code: OddInput) throws {
        let (window, _, auth, _) = makeSUT()
        try enter(phone: LoginFixtures.david.typedPhone, code: code.text, into: window)

        try window.button("login.submit").tap()

        #expect(window.work.pendingCount == 0, "the tap started a login")
        #expect(window.toast.messages == [LoginFixtures.invalidCodeTip])
        #expect(auth.requests.isEmpty)
        #expect(try window.textField("login.code").isEditing)
        #expect(window.hud.isVisible == false)
        #expect(window.navigationController.viewControllers.count == 1)
    }

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func whileLoggingInTheScreenShowsItIsBusy() async throws {
        let (window, _, auth, _) = makeSUT()
        try enter(LoginFixtures.david, into: window)

        try window.button("login.submit").tap()
        await auth.waitForRequest()

        #expect(try window.textField("login.phone").isEditing == false)
        #expect(try window.textField("login.code").isEditing == false)
        #expect(try window.imageView("login.avatar").imageURL == LoginFixtures.david.avatarURL)
        #expect(try window.button("login.submit").isEnabled == false)
        #expect(window.hud.message == LoginFixtures.loadingMessage)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        auth.complete(with: .success(.davidBlaine))
        await window.settle()
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async throws {
        let (window, controller, auth, _) = makeSUT()
        try enter(LoginFixtures.david, into: window)

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        try window.button("login.submit").tap()
        // Past the disabled button too: the controller itself refuses a second login.
        let second = controller.loginButtonTapped()
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(second == nil)
        #expect(auth.requests.count == 1)
        #expect(try greetingShown(in: window) == Person.davidBlaine.greeting)
    }

    @Test("L6: typing while logging in keeps login disabled until the request ends")
    func typingWhileLoggingInKeepsLoginDisabled() async throws {
        let (window, _, auth, _) = makeSUT()
        try enter(LoginFixtures.david, into: window)
        try window.button("login.submit").tap()
        await auth.waitForRequest()

        try window.textField("login.code").deleteBackward()

        #expect(try window.button("login.submit").isEnabled == false)
        #expect(window.hud.message == LoginFixtures.loadingMessage)
        auth.complete(with: .failure(AuthError.incorrectCode))
        await window.settle()
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test(
        "L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting",
        arguments: LoginFixtures.accounts
    )
    func successRemembersThePhoneAndShowsThePersonsGreeting(_ account: LoginFixtures.Account) async throws {
        let (window, _, auth, store) = makeSUT()
        try enter(account, into: window)

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .success(account.person))
        await window.settle()
        // The greeting screen this controller built must be freed with the window too.
        trackForLeaks(window)

        #expect(window.hud.isVisible == false)
        #expect(LoginMemory(store: store).lastPhone() == account.phone)
        #expect(store.writes.count == 1)
        #expect(store.writes.allSatisfy { !$0.contains(account.code) })
        #expect(try greetingShown(in: window) == account.person.greeting)
        #expect(window.toast.messages.isEmpty)
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields",
        arguments: LoginFixtures.failures
    )
    func failureShowsTheServicesMessageAndKeepsTheFields(_ failure: ServiceFailure) async throws {
        let (window, _, auth, store) = makeSUT()
        try enter(LoginFixtures.david, into: window)

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .failure(failure.error))
        await window.settle()

        #expect(window.hud.isVisible == false)
        #expect(try window.imageView("login.avatar").imageURL == LoginFixtures.david.avatarURL)
        #expect(try window.button("login.submit").isEnabled)
        #expect(window.toast.messages == [failure.message])
        #expect(try window.textField("login.phone").text == LoginFixtures.david.typedPhone)
        #expect(try window.textField("login.code").text == LoginFixtures.david.code)
        #expect(store.writes.isEmpty)
        #expect(window.navigationController.viewControllers.count == 1)
    }

    @Test("L8: after a failure, Login sends the same phone and code again")
    func afterAFailureLoginSendsTheSameInputAgain() async throws {
        let (window, _, auth, _) = makeSUT()
        try enter(LoginFixtures.david, into: window)
        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await window.settle()

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        let request = LoginFixtures.request(for: LoginFixtures.david)
        #expect(auth.requests == [request, request])
        #expect(window.toast.messages == ["The server is not responding. Please try again."])
        #expect(try greetingShown(in: window) == Person.davidBlaine.greeting)
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func openingLoginAgainPrefillsTheRememberedPhone() async throws {
        let store = KeyValueStoreSpy()
        let (first, _, auth, _) = makeSUT(store: store)
        try enter(LoginFixtures.ada, into: first)
        try first.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .success(.adaLovelace))
        await first.settle()

        let (window, _, _, _) = makeSUT(store: store)

        #expect(try window.textField("login.phone").text == "13800138000")
        #expect(try window.textField("login.code").text.isEmpty)
        #expect(try window.imageView("login.avatar").imageURL == LoginFixtures.ada.avatarURL)
        #expect(try window.button("login.submit").isEnabled == false)
    }

    @Test("L9: with nothing remembered, Login opens with empty fields, the placeholder avatar and Login disabled")
    func withNothingRememberedLoginOpensEmpty() throws {
        let (window, _, _, _) = makeSUT()

        #expect(try window.textField("login.phone").text.isEmpty)
        #expect(try window.textField("login.code").text.isEmpty)
        #expect(try window.imageView("login.avatar").imageURL == nil)
        #expect(try window.button("login.submit").isEnabled == false)
    }

    @Test("L10: released mid-request, the login is cancelled: nothing is shown, pushed or remembered")
    func releasedMidRequestCancelsTheLogin() async throws {
        let (window, _, auth, store) = makeSUT(pushedOnto: ViewController())
        try enter(LoginFixtures.david, into: window)
        try window.button("login.submit").tap()
        await auth.waitForRequest()

        // The user goes back: the navigation controller lets go of the login screen, its only owner.
        _ = window.navigationController.pop()
        await window.settle()

        #expect(auth.cancelledRequests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(window.hud.isVisible == false)
        #expect(window.toast.messages.isEmpty)
        #expect(window.navigationController.viewControllers.count == 1)
        #expect(store.writes.isEmpty)
    }

    @Test("L10: a success that comes after the screen went is dropped: nothing is shown, pushed or remembered")
    func successAfterTheScreenWentIsDropped() async throws {
        let (window, _, auth, store) = makeSUT(pushedOnto: ViewController())
        try enter(LoginFixtures.david, into: window)
        try window.button("login.submit").tap()
        await auth.waitForRequest()

        // The answer comes in the same turn as the pop, before the cancellation reaches the service, as a real
        // answer racing the back button would.
        _ = window.navigationController.pop()
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(store.writes.isEmpty)
        #expect(window.hud.isVisible == false)
        #expect(window.toast.messages.isEmpty)
        #expect(window.navigationController.viewControllers.count == 1)
    }

    @Test("L10: released with its window mid-request, the screen cancels its login and every object of it is freed")
    func releasedWithItsWindowMidRequestCancelsTheLogin() async throws {
        var (window, _, auth, _): (Window?, _, _, _) = makeSUT()
        try enter(LoginFixtures.david, into: try #require(window))
        try window?.button("login.submit").tap()
        await auth.waitForRequest()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(auth.cancelledRequests == [LoginFixtures.request(for: LoginFixtures.david)])
    }

    @Test(
        "L1: the screen shows the avatar placeholder, both fields empty with their placeholders, a disabled Login and Fill up"
    )
    func showsItsWidgets() throws {
        let (window, _, _, _) = makeSUT()

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

    // MARK: - Private

    /// The login screen as the app builds it over an auth spy and `store`, in a window: as its root, or pushed onto
    /// `root` so that it can be popped.
    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy(),
        pushedOnto root: ViewController? = nil
    ) -> (window: Window, controller: LoginViewController, auth: AuthServiceSpy, store: KeyValueStoreSpy) {
        let auth = AuthServiceSpy()
        let controller = LoginViewController(environment: .testing(auth: auth, store: store))
        let window: Window
        if let root {
            window = Window(rootViewController: root)
            window.navigationController.push(controller)
        } else {
            window = Window(rootViewController: controller)
        }
        trackForLeaks(window)
        return (window, controller, auth, store)
    }

    /// Pastes `phone` and `code` into their fields, one editing event each, as the user would.
    private func enter(phone: String, code: String, into window: Window) throws {
        try window.textField("login.phone").paste(phone)
        try window.textField("login.code").paste(code)
    }

    private func enter(_ account: LoginFixtures.Account, into window: Window) throws {
        try enter(phone: account.typedPhone, code: account.code, into: window)
    }

    /// The greeting on the screen the login pushed, once asked for: whose greeting screen it is. Nil when no
    /// greeting screen is on top.
    private func greetingShown(in window: Window) throws -> String? {
        guard window.topViewController is GreetingViewController else { return nil }
        try window.button("greeting.show").tap()
        return try window.label("greeting.label").text
    }
}
