import Catalog
import Foundation
import HeadlessUI
import Model
import TestSupport
import Testing

/// The login screen as a user meets it, written once and run against every architecture through the Catalog
/// and the window: typing, tapping and reading, nothing else.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginAcceptanceTests {
    private static let davidsAvatar = LoginFixtures.david.avatarURL

    @Test("L1: login is enabled exactly when both fields are non-empty", arguments: Architecture.allCases)
    func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(architecture: Architecture) throws {
        let window = Window.open(.login, in: architecture, environment: .testing())
        let submit = try window.button("login.submit")
        #expect(window.topViewController?.title == "Login")
        #expect(submit.title == "Login")
        #expect(try window.textField("login.phone").placeholder == "Mobile number")
        #expect(try window.textField("login.code").placeholder == "Verification code")
        #expect(!submit.isEnabled)

        try window.textField("login.phone").type("1")
        #expect(!submit.isEnabled)
        try window.textField("login.code").type("9")
        #expect(submit.isEnabled)
        try window.textField("login.phone").clear()
        #expect(!submit.isEnabled)
    }

    @Test(
        "L2: the avatar shows while the phone is a known account's valid number",
        arguments: Architecture.allCases, LoginFixtures.avatarRule
    )
    func avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(
        architecture: Architecture,
        row: LoginFixtures.AvatarRow
    ) throws {
        let window = Window.open(.login, in: architecture, environment: .testing())

        try window.textField("login.phone").paste(row.phone)

        #expect(try window.imageView("login.avatar").imageURL == row.avatarURL)
    }

    @Test(
        "L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth",
        arguments: Architecture.allCases
    )
    func avatarFollowsThePhoneDigitByDigit(architecture: Architecture) throws {
        let window = Window.open(.login, in: architecture, environment: .testing())
        let phone = try window.textField("login.phone")
        let avatar = try window.imageView("login.avatar")

        phone.type("1387438943")
        #expect(avatar.imageURL == nil)
        phone.type("8")
        #expect(avatar.imageURL == Self.davidsAvatar)
        phone.type("0")
        #expect(avatar.imageURL == nil)
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed", arguments: Architecture.allCases)
    func fillUpSetsBothFieldsAndUpdatesTheScreen(architecture: Architecture) throws {
        let window = Window.open(.login, in: architecture, environment: .testing())

        let fillUp = try window.button("login.fillUp")
        #expect(fillUp.title == "Fill up")
        fillUp.tap()

        #expect(try window.textField("login.phone").text == "13874389438")
        #expect(try window.textField("login.code").text == "5858")
        #expect(try window.button("login.submit").isEnabled)
        #expect(try window.imageView("login.avatar").imageURL == Self.davidsAvatar)
    }

    @Test(
        "L4: an invalid phone shows a tip and sends nothing",
        arguments: Architecture.allCases, OddInput.invalidPhones
    )
    func invalidPhoneShowsATipAndSendsNothing(architecture: Architecture, phone: OddInput) async throws {
        let auth = AuthServiceSpy()
        let window = Window.open(.login, in: architecture, environment: .testing(auth: auth))

        try window.textField("login.phone").paste(phone.text)
        try window.textField("login.code").type("5858")
        try window.button("login.submit").tap()
        await window.settle()

        #expect(window.toast.lastMessage == "Please enter a valid mobile number")
        #expect(auth.requests.isEmpty)
        #expect(!window.hud.isVisible)
        #expect(try window.button("login.submit").isEnabled)
        #expect(window.topViewController?.title == "Login")
    }

    @Test(
        "L5: an invalid code shows a tip and sends nothing",
        arguments: Architecture.allCases, OddInput.invalidCodes
    )
    func invalidCodeShowsATipAndSendsNothing(architecture: Architecture, code: OddInput) async throws {
        let auth = AuthServiceSpy()
        let window = Window.open(.login, in: architecture, environment: .testing(auth: auth))

        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").paste(code.text)
        try window.button("login.submit").tap()
        await window.settle()

        #expect(window.toast.lastMessage == "Invalid verification code")
        #expect(auth.requests.isEmpty)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test(
        "L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled",
        arguments: Architecture.allCases
    )
    func whileLoggingInTheScreenShowsItIsBusy(architecture: Architecture) async throws {
        let auth = AuthServiceSpy()
        let window = Window.open(.login, in: architecture, environment: .testing(auth: auth))
        try window.textField("login.phone").type("13874389438")
        try window.textField("login.code").type("5858")
        #expect(try window.textField("login.code").isEditing)

        try window.button("login.submit").tap()

        #expect(window.hud.isVisible)
        #expect(window.hud.message == "Loading...")
        #expect(try !window.button("login.submit").isEnabled)
        #expect(try !window.textField("login.phone").isEditing)
        #expect(try !window.textField("login.code").isEditing)
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.incorrectCode))
        await window.settle()
        #expect(!window.hud.isVisible)
    }

    @Test(
        "L6: typing while logging in keeps login disabled until the request ends",
        arguments: Architecture.allCases
    )
    func typingWhileLoggingInKeepsLoginDisabled(architecture: Architecture) async throws {
        let auth = AuthServiceSpy()
        let window = Window.open(.login, in: architecture, environment: .testing(auth: auth))
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()

        // The code changes and changes back: both fields stay non-empty, so a button enabled by the fields alone
        // (a second source bound to it) would come back on here.
        try window.textField("login.code").deleteBackward()
        try window.textField("login.code").type("8")

        #expect(try !window.button("login.submit").isEnabled)
        #expect(window.hud.message == "Loading...")
        auth.complete(with: .failure(AuthError.incorrectCode))
        await window.settle()
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test(
        "L6: a field typed in while logging in keeps editing when the request ends",
        arguments: Architecture.allCases
    )
    func fieldTypedInWhileLoggingInKeepsEditing(architecture: Architecture) async throws {
        let auth = AuthServiceSpy()
        let window = Window.open(.login, in: architecture, environment: .testing(auth: auth))
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()
        try window.textField("login.code").deleteBackward()

        auth.complete(with: .failure(AuthError.incorrectCode))
        await window.settle()

        #expect(try window.textField("login.code").isEditing)
    }

    @Test("L6: a second tap while logging in sends nothing", arguments: Architecture.allCases)
    func secondTapWhileLoggingInSendsNothing(architecture: Architecture) async throws {
        let auth = AuthServiceSpy()
        let window = Window.open(.login, in: architecture, environment: .testing(auth: auth))
        try window.button("login.fillUp").tap()

        try window.button("login.submit").tap()
        await auth.waitForRequest()
        try window.button("login.submit").tap()
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(auth.requests.count == 1)
    }

    @Test(
        "L6: a login screen that leaves while logging in takes its HUD with it, and its late answer is dropped",
        arguments: Architecture.allCases)
    func screenLeavingMidRequestTakesItsHUD(architecture: Architecture) async throws {
        let auth = AuthServiceSpy()
        let store = KeyValueStoreSpy()
        let home = ViewController()
        home.title = "Home"
        let window = Window(rootViewController: home)
        window.navigationController.push(
            makeScreen(.login, architecture: architecture, environment: .testing(auth: auth, store: store)))
        // Tracked once the login screen is on the stack: the popped screen and its roles must be freed too.
        trackForLeaks(window)
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()
        #expect(window.hud.isVisible)

        window.navigationController.pop()
        auth.complete(with: .success(.davidBlaine))
        await window.settle()

        #expect(!window.hud.isVisible)
        #expect(window.topViewController === home)
        // The screen went before the answer: the late success is dropped, nothing is remembered.
        #expect(store.writes.isEmpty)
    }

    @Test(
        "L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting",
        arguments: Architecture.allCases
    )
    func successRemembersThePhoneAndShowsTheGreeting(architecture: Architecture) async throws {
        let file = try TemporaryStoreFile()
        let window = Window.open(
            .login, in: architecture, environment: .testing(store: JSONFileStore(url: file.url)))

        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await window.settle()

        #expect(!window.hud.isVisible)
        #expect(window.topViewController?.title == "Greeting")
        try window.button("greeting.show").tap()
        await window.settle()
        #expect(try window.label("greeting.label").text == "Hello David Blaine")
        let saved = try file.contents()
        #expect(saved.contains("13874389438"))
        #expect(!saved.contains("5858"))
    }

    @Test("L7: each account's login greets its own person", arguments: Architecture.allCases)
    func eachAccountGreetsItsOwnPerson(architecture: Architecture) async throws {
        let window = Window.open(.login, in: architecture, environment: .testing())

        try window.textField("login.phone").type("138 0013 8000")
        try window.textField("login.code").type("1234")
        try window.button("login.submit").tap()
        await window.settle()
        try window.button("greeting.show").tap()
        await window.settle()

        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test(
        "L7: a phone edited during the login request is not remembered: the phone that logged in is",
        arguments: Architecture.allCases
    )
    func phoneEditedDuringTheRequestIsNotRemembered(architecture: Architecture) async throws {
        let auth = AuthServiceSpy()
        let environment = AppEnvironment.testing(auth: auth)
        let window = Window.open(.login, in: architecture, environment: environment)
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()

        // Another known account's number, so a style that remembered the field would pre-fill it below.
        try window.textField("login.phone").clear()
        try window.textField("login.phone").type("13800138000")
        auth.complete(with: .success(.davidBlaine))
        await window.settle()
        // The greeting pushed since the window was opened must be freed with it too.
        trackForLeaks(window)
        let reopened = Window.open(.login, in: architecture, environment: environment)

        #expect(window.topViewController?.title == "Greeting")
        #expect(try reopened.textField("login.phone").text == "13874389438")
    }

    @Test(
        "L7: back on Login from the greeting, typing does not show the greeting again",
        arguments: Architecture.allCases
    )
    func typingBackOnLoginDoesNotShowTheGreetingAgain(architecture: Architecture) async throws {
        let window = Window.open(.login, in: architecture, environment: .testing())
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await window.settle()
        let leftGreeting = window.navigationController.pop()?.title == "Greeting"
        let phone = try window.textField("login.phone")
        let code = try window.textField("login.code")

        code.deleteBackward()
        code.type("8")
        phone.type("0")
        await window.settle()

        #expect(leftGreeting)
        #expect(window.navigationController.viewControllers.map(\.title) == ["Login"])
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields",
        arguments: Architecture.allCases,
        [
            ("13900000000", "1234", "The server is not responding. Please try again."),
            ("13911112222", "1234", "No account uses this number."),
            ("13874389438", "0000", "The verification code is incorrect."),
        ]
    )
    func failureShowsTheServicesMessageAndKeepsTheFields(
        architecture: Architecture,
        attempt: (phone: String, code: String, message: String)
    ) async throws {
        let window = Window.open(.login, in: architecture, environment: .testing())

        try window.textField("login.phone").type(attempt.phone)
        try window.textField("login.code").type(attempt.code)
        try window.button("login.submit").tap()
        await window.settle()

        #expect(window.toast.lastMessage == attempt.message)
        #expect(!window.hud.isVisible)
        #expect(window.topViewController?.title == "Login")
        #expect(try window.textField("login.phone").text == attempt.phone)
        #expect(try window.textField("login.code").text == attempt.code)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test(
        "L8: a failure shows its own message, or the generic one for an error without one, never its description",
        arguments: Architecture.allCases, LoginFixtures.failures
    )
    func failureShowsItsOwnOrTheGenericMessage(architecture: Architecture, failure: ServiceFailure) async throws {
        let auth = AuthServiceSpy()
        let window = Window.open(.login, in: architecture, environment: .testing(auth: auth))
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()

        auth.complete(with: .failure(failure.error))
        await window.settle()

        #expect(window.toast.lastMessage == failure.message)
        #expect(try window.button("login.submit").isEnabled)
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar", arguments: Architecture.allCases)
    func openingLoginAgainPreFillsTheRememberedPhone(architecture: Architecture) async throws {
        let environment = AppEnvironment.testing()
        let first = Window.open(.login, in: architecture, environment: environment)
        try first.button("login.fillUp").tap()
        try first.button("login.submit").tap()
        await first.settle()

        let second = Window.open(.login, in: architecture, environment: environment)

        #expect(try second.textField("login.phone").text == "13874389438")
        #expect(try second.textField("login.code").text == "")
        #expect(try second.imageView("login.avatar").imageURL == Self.davidsAvatar)
        #expect(try !second.button("login.submit").isEnabled)
    }

    @Test(
        "L9: with nothing remembered, Login opens with empty fields, the placeholder avatar and Login disabled",
        arguments: Architecture.allCases
    )
    func withNothingRememberedLoginOpensEmpty(architecture: Architecture) throws {
        let window = Window.open(.login, in: architecture, environment: .testing())

        #expect(try window.textField("login.phone").text == "")
        #expect(try window.textField("login.code").text == "")
        #expect(try window.imageView("login.avatar").imageURL == nil)
        #expect(try !window.button("login.submit").isEnabled)
        #expect(!window.hud.isVisible)
    }

    @Test("L9: every style draws the same empty login screen")
    func everyStyleDrawsTheSameLoginScreen() {
        let drawn = Architecture.allCases.map { architecture in
            Window.open(.login, in: architecture, environment: .testing()).render()
        }

        #expect(Set(drawn).count == 1, "\(drawn)")
    }

    @Test(
        "L10: released mid-request, the login is cancelled: nothing is shown, pushed or remembered",
        arguments: Architecture.allCases
    )
    func releasedMidRequestCancelsTheLogin(architecture: Architecture) async throws {
        let auth = AuthServiceSpy()
        let store = KeyValueStoreSpy()
        var window: Window? = Window.open(.login, in: architecture, environment: .testing(auth: auth, store: store))
        let toast = try #require(window?.toast)
        try window?.button("login.fillUp").tap()
        try window?.button("login.submit").tap()
        await auth.waitForRequest()
        let work = try #require(window?.work)

        window = nil
        await work.settle()

        #expect(auth.cancelledRequests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(toast.messages.isEmpty)
        #expect(store.writes.isEmpty)
    }
}
