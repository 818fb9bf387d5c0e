import Foundation
import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVC

private let davidAvatar = URL(string: "https://avatars.example.com/david-blaine.png")!
private let adaAvatar = URL(string: "https://avatars.example.com/ada-lovelace.png")!

/// The login screen through its controller and widgets in a window. That is the MVC price: the logic
/// lives in the controller, so every test builds the screen, types and taps, and reads the widgets, the
/// window's HUD and toast and the navigation stack. The auth spy holds each login until the test
/// completes it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginViewControllerTests {
    // MARK: - L1, L2, L3: what typing and Fill up change

    @Test(
        "L1: login is enabled exactly when both fields are non-empty",
        arguments: [
            ("", "", false),
            ("13874389438", "", false),
            ("", "5858", false),
            ("1", "5", true),
            (" ", " ", true),
            ("13874389438", "5858", true),
        ]
    )
    func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(phone: String, code: String, isEnabled: Bool) throws {
        let (window, _, _, _) = makeSUT()

        try window.textField("login.phone").type(phone)
        try window.textField("login.code").type(code)

        #expect(try window.button("login.submit").isEnabled == isEnabled)
    }

    @Test("L1: clearing a field disables login again")
    func clearingAFieldDisablesLoginAgain() throws {
        let (window, _, _, _) = makeSUT()
        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").type("5858")

        try window.textField("login.code").clear()

        #expect(try window.button("login.submit").isEnabled == false)
    }

    @Test(
        "L2: the avatar shows while the phone is a known account's valid number",
        arguments: [
            ("13874389438", davidAvatar),
            ("138 7438-9438", davidAvatar),
            ("+86 138 0013 8000", adaAvatar),
            ("13874389439", nil),
            ("1387438943", nil),
            ("138743894380", nil),
            ("", nil),
        ] as [(String, URL?)]
    )
    func avatarShowsForAKnownAccountsValidNumber(phone: String, avatar: URL?) throws {
        let (window, _, _, _) = makeSUT()

        try window.textField("login.phone").type(phone)

        #expect(try window.imageView("login.avatar").imageURL == avatar)
    }

    @Test("L2: the avatar goes back to the placeholder as soon as the phone stops being a known number")
    func avatarGoesBackToThePlaceholder() throws {
        let (window, _, _, _) = makeSUT()
        let phone = try window.textField("login.phone")
        phone.type("13874389438")
        try #require(try window.imageView("login.avatar").imageURL == davidAvatar)

        phone.type("8")

        #expect(try window.imageView("login.avatar").imageURL == nil)
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsBothFieldsAndUpdatesTheScreen() throws {
        let (window, _, _, _) = makeSUT()
        try window.textField("login.phone").type("13900000000")
        try #require(try window.button("login.submit").isEnabled == false)

        try window.button("login.fillUp").tap()

        #expect(try window.button("login.fillUp").title == "Fill up")
        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.button("login.submit").isEnabled)
        #expect(try window.imageView("login.avatar").imageURL == davidAvatar)
    }

    // MARK: - L4, L5: validation on tap

    @Test(
        "L4: an invalid phone shows a tip and sends nothing",
        arguments: OddInput.invalidPhones
    )
    func invalidPhoneShowsATipAndSendsNothing(phone: OddInput) throws {
        let (window, _, auth, _) = makeSUT()
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
        let (window, _, auth, _) = makeSUT()
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

    // MARK: - L6: while the request runs

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func whileLoggingInTheScreenShowsLoading() async throws {
        let (window, _, auth, _) = makeSUT()
        let phone = try window.textField("login.phone")
        let code = try window.textField("login.code")
        code.type("5858")
        phone.type("13874389438")
        try #require(phone.isEditing)

        try window.button("login.submit").tap()
        await auth.waitForRequest()

        #expect(phone.isEditing == false)
        #expect(code.isEditing == false)
        #expect(window.hud.isVisible)
        #expect(window.hud.message == "Loading...")
        #expect(try window.button("login.submit").isEnabled == false)

        auth.complete(with: .failure(AuthError.serverNotResponding))
        await window.settle()

        #expect(window.hud.isVisible == false)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async throws {
        let (window, _, auth, _) = makeSUT()
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()

        try window.button("login.submit").tap()
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(auth.requests.count == 1)
        #expect(window.navigationController.viewControllers.count == 2)
    }

    @Test("L6: the controller itself refuses a second login while one runs, whatever the button says")
    func controllerRefusesASecondLoginWhileOneRuns() async throws {
        let (window, controller, auth, _) = makeSUT()
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()

        // Run as the window's work: a second login that reached the spy would hang a plain `await`, since
        // the spy ignores cancellation; counted, it shows as still running and the test fails at once.
        controller.view.dispatch { await controller.loginButtonTapped() }
        try #require(window.work.pendingCount == 1, "the second login did not return at once")
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(auth.requests.count == 1)
        #expect(window.navigationController.viewControllers.count == 2)
    }

    // MARK: - L7, L8: how the request ends

    @Test("L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting")
    func successRemembersThePhoneAndShowsTheGreeting() async throws {
        let (window, _, auth, store) = makeSUT()
        try window.textField("login.phone").type("138 0013 8000")
        try window.textField("login.code").type("1234")

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        #expect(auth.requests == [.init(phone: MobileNumber("13800138000")!, code: VerificationCode("1234")!)])
        auth.complete(with: .success(.adaLovelace))
        await window.settle()

        #expect(window.hud.isVisible == false)
        #expect(window.toast.messages.isEmpty)
        #expect(LoginMemory(store: store).lastPhone() == MobileNumber("13800138000"))
        #expect(store.writes.isEmpty == false)
        #expect(store.writes.allSatisfy { !$0.contains("1234") })
        #expect(window.navigationController.viewControllers.count == 2)
        #expect(window.topViewController?.title == "Greeting")
        try window.button("greeting.show").tap()
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields",
        arguments: [
            (AuthError.unknownNumber, "No account uses this number."),
            (AuthError.incorrectCode, "The verification code is incorrect."),
            (AuthError.serverNotResponding, "The server is not responding. Please try again."),
        ]
    )
    func failureShowsTheServicesMessageAndKeepsTheFields(error: AuthError, message: String) async throws {
        let (window, _, auth, store) = makeSUT()
        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").type("5858")

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .failure(error))
        await window.settle()

        #expect(window.hud.isVisible == false)
        #expect(window.toast.messages == [message])
        #expect(window.topViewController?.title == "Login")
        #expect(window.navigationController.viewControllers.count == 1)
        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.imageView("login.avatar").imageURL == davidAvatar)
        #expect(try window.button("login.submit").isEnabled)
        #expect(store.writes.isEmpty)
    }

    @Test("L8: an error without a message of its own shows the generic one")
    func errorWithoutAMessageShowsTheGenericOne() async throws {
        struct TransportError: Error {}
        let (window, _, auth, _) = makeSUT()
        try window.button("login.fillUp").tap()

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .failure(TransportError()))
        await window.settle()

        #expect(window.toast.messages == ["Something went wrong. Please try again."])
        #expect(window.topViewController?.title == "Login")
    }

    @Test("L8: after a failure the user can log in again")
    func afterAFailureTheUserCanLogInAgain() async throws {
        let (window, _, auth, _) = makeSUT()
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await window.settle()

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(auth.requests.count == 2)
        #expect(window.topViewController?.title == "Greeting")
    }

    // MARK: - L9: opening the screen

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func openingAgainPrefillsTheRememberedPhone() async throws {
        let environment = AppEnvironment.testing(auth: AuthServiceStub(result: .success(.davidBlaine)))
        let first = Window(rootViewController: LoginViewController(environment: environment))
        try first.textField("login.phone").type("138-7438-9438")
        try first.textField("login.code").type("5858")
        try first.button("login.submit").tap()
        await first.settle()
        try #require(first.topViewController?.title == "Greeting")

        let second = Window(rootViewController: LoginViewController(environment: environment))

        #expect(try second.textField("login.phone").text == "13874389438")
        #expect(try second.textField("login.code").text == "")
        #expect(try second.imageView("login.avatar").imageURL == davidAvatar)
        #expect(try second.button("login.submit").isEnabled == false)
    }

    @Test("L9: with nothing remembered, Login opens with empty fields and the placeholder avatar")
    func withNothingRememberedLoginOpensEmpty() throws {
        let (window, _, _, _) = makeSUT()

        #expect(window.topViewController?.title == "Login")
        let phone = try window.textField("login.phone")
        let code = try window.textField("login.code")
        #expect(phone.text == "")
        #expect(phone.placeholder == "Mobile number")
        #expect(code.text == "")
        #expect(code.placeholder == "Verification code")
        #expect(try window.imageView("login.avatar").imageURL == nil)
        #expect(try window.button("login.submit").title == "Login")
        #expect(try window.button("login.submit").isEnabled == false)
    }

    // MARK: - Private

    /// The login screen in a window, over an auth spy and an empty store spy.
    private func makeSUT() -> (
        window: Window, controller: LoginViewController, auth: AuthServiceSpy, store: KeyValueStoreSpy
    ) {
        let auth = AuthServiceSpy()
        let store = KeyValueStoreSpy()
        let controller = LoginViewController(environment: .testing(auth: auth, store: store))
        return (Window(rootViewController: controller), controller, auth, store)
    }
}
