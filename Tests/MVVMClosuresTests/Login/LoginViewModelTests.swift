import Foundation
import Model
import TestSupport
import Testing

@testable import MVVMClosures

/// The login screen's behaviour, proven on its view model alone: inputs in, recorded outputs out, the
/// auth service a spy the test completes by hand. No window, no widgets.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginViewModelTests {
    // MARK: - L1, L2, L3: what the screen shows as the user types

    @Test(
        "L1: login is enabled exactly when both fields are non-empty",
        arguments: [
            ("", "", false),
            ("1", "", false),
            ("", "5", false),
            ("1", "5", true),
            ("abc", "x", true),
            (" ", " ", true),
            ("13874389438", "5858", true),
        ]
    )
    func loginEnabledWhenBothFieldsNonEmpty(phone: String, code: String, isEnabled: Bool) {
        let (viewModel, recorder, _, _) = makeSUT()

        viewModel.phoneChanged(phone)
        viewModel.codeChanged(code)

        #expect(recorder.states.last?.isLoginEnabled == isEnabled)
    }

    @Test("L1: emptying a field again disables login")
    func emptyingAFieldDisablesLogin() {
        let (viewModel, recorder, _, _) = makeSUT()
        viewModel.phoneChanged("13874389438")
        viewModel.codeChanged("5858")

        viewModel.codeChanged("")

        #expect(recorder.states.map(\.isLoginEnabled) == [false, true, false])
    }

    @Test(
        "L2: the avatar shows while the phone is a known account's valid number",
        arguments: [
            ("13874389438", URL.davidAvatar),
            ("138 7438-9438", URL.davidAvatar),
            ("+86 13874389438", URL.davidAvatar),
            ("13800138000", URL.adaAvatar),
            ("13912345678", nil),
            ("1387438943", nil),
            ("138743894380", nil),
            ("", nil),
        ] as [(String, URL?)]
    )
    func avatarForKnownValidNumber(phone: String, avatarURL: URL?) {
        let (viewModel, recorder, _, _) = makeSUT()

        viewModel.phoneChanged(phone)

        #expect(recorder.states.last?.avatarURL == avatarURL)
    }

    @Test("L2: typing digit by digit, the avatar appears on the last digit and goes with one more")
    func avatarFollowsTyping() {
        let (viewModel, recorder, _, _) = makeSUT()
        var typed = ""

        for digit in "138743894381" {
            typed.append(digit)
            viewModel.phoneChanged(typed)
        }

        let avatars = recorder.states.map(\.avatarURL)
        #expect(avatars == Array(repeating: nil, count: 10) + [URL.davidAvatar, nil])
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpActsAsTyping() {
        let (filled, filledRecorder, _, _) = makeSUT()
        let (typed, typedRecorder, _, _) = makeSUT()

        filled.fillUpTapped()
        typed.phoneChanged("13874389438")
        typed.codeChanged("5858")

        let expected = LoginViewState(avatarURL: .davidAvatar, isLoginEnabled: true, loadingMessage: nil)
        #expect(filledRecorder.events == [.fields(phone: "13874389438", code: "5858"), .state(expected)])
        #expect(typedRecorder.states.last == expected)
    }

    @Test("L3: after Fill up, Login sends the demo account although the fields never echoed it")
    func fillUpThenLoginSendsTheDemoAccount() async throws {
        let (viewModel, _, auth, _) = makeSUT()
        viewModel.fillUpTapped()

        let login = Task { await viewModel.loginButtonTapped() }
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login.value

        #expect(auth.requests == [try request("13874389438", "5858")])
    }

    // MARK: - L4, L5: validation on the tap

    @Test("L4: an invalid phone shows a tip and sends nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneShowsTip(phone: OddInput) async {
        let (viewModel, recorder, auth, _) = makeSUT()
        viewModel.phoneChanged(phone.text)
        viewModel.codeChanged("5858")
        let typedEvents = recorder.events

        await viewModel.loginButtonTapped()

        #expect(recorder.events == typedEvents + [.tip("Please enter a valid mobile number")])
        #expect(auth.requests.isEmpty)
    }

    @Test("L5: an invalid code shows a tip and sends nothing", arguments: OddInput.invalidCodes)
    func invalidCodeShowsTip(code: OddInput) async {
        let (viewModel, recorder, auth, _) = makeSUT()
        viewModel.phoneChanged("13874389438")
        viewModel.codeChanged(code.text)
        let typedEvents = recorder.events

        await viewModel.loginButtonTapped()

        #expect(recorder.events == typedEvents + [.tip("Invalid verification code")])
        #expect(auth.requests.isEmpty)
    }

    @Test("L4: with both fields invalid, only the phone's tip shows")
    func phoneIsCheckedFirst() async {
        let (viewModel, recorder, _, _) = makeSUT()
        viewModel.phoneChanged("12")
        viewModel.codeChanged("3")

        await viewModel.loginButtonTapped()

        #expect(recorder.tips == ["Please enter a valid mobile number"])
    }

    // MARK: - L6, L7, L8: the login request

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func inFlightState() async throws {
        let (viewModel, recorder, auth, _) = makeSUT()
        viewModel.phoneChanged("13874389438")
        viewModel.codeChanged("5858")
        let typedEvents = recorder.events

        let login = Task { await viewModel.loginButtonTapped() }
        await auth.waitForRequest()

        let loading = LoginViewState(avatarURL: .davidAvatar, isLoginEnabled: false, loadingMessage: "Loading...")
        #expect(recorder.events == typedEvents + [.endEditing, .state(loading)])
        #expect(auth.requests == [try request("13874389438", "5858")])

        auth.complete(with: .success(.davidBlaine))
        await login.value
    }

    @Test("L6: typing while logging in keeps login disabled")
    func typingWhileLoggingInKeepsLoginDisabled() async {
        let (viewModel, recorder, auth, _) = makeSUT()
        viewModel.phoneChanged("13874389438")
        viewModel.codeChanged("5858")
        let login = Task { await viewModel.loginButtonTapped() }
        await auth.waitForRequest()

        viewModel.codeChanged("585")

        #expect(recorder.states.last?.isLoginEnabled == false)
        #expect(recorder.states.last?.loadingMessage == "Loading...")
        auth.complete(with: .success(.davidBlaine))
        await login.value
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let (viewModel, recorder, auth, _) = makeSUT()
        viewModel.phoneChanged("13874389438")
        viewModel.codeChanged("5858")
        let first = Task { await viewModel.loginButtonTapped() }
        await auth.waitForRequest()
        let eventsBeforeSecondTap = recorder.events

        await viewModel.loginButtonTapped()

        #expect(recorder.events == eventsBeforeSecondTap)
        auth.complete(with: .success(.davidBlaine))
        await first.value
        #expect(auth.requests.count == 1)
        #expect(recorder.routes == [.greeting(.davidBlaine)])
        #expect(recorder.states.last?.isLoginEnabled == true)
    }

    @Test("L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting")
    func successRemembersPhoneAndShowsGreeting() async throws {
        let store = KeyValueStoreSpy()
        let (viewModel, recorder, auth, _) = makeSUT(store: store)
        viewModel.phoneChanged("+86 138 0013 8000")
        viewModel.codeChanged("1234")
        let login = Task { await viewModel.loginButtonTapped() }
        await auth.waitForRequest()

        auth.complete(with: .success(.adaLovelace))
        await login.value

        let done = LoginViewState(avatarURL: .adaAvatar, isLoginEnabled: true, loadingMessage: nil)
        #expect(recorder.events.suffix(2) == [.state(done), .route(.greeting(.adaLovelace))])
        #expect(LoginMemory(store: store).lastPhone() == MobileNumber("13800138000"))
        #expect(store.writes.count == 1)
        #expect(store.writes.allSatisfy { !$0.contains("1234") })
        #expect(recorder.tips.isEmpty)
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields",
        arguments: [
            (AuthError.unknownNumber, "No account uses this number."),
            (AuthError.incorrectCode, "The verification code is incorrect."),
            (AuthError.serverNotResponding, "The server is not responding. Please try again."),
        ]
    )
    func failureShowsMessageAndKeepsFields(error: AuthError, message: String) async throws {
        let store = KeyValueStoreSpy()
        let (viewModel, recorder, auth, _) = makeSUT(store: store)
        viewModel.phoneChanged("13874389438")
        viewModel.codeChanged("5858")
        let login = Task { await viewModel.loginButtonTapped() }
        await auth.waitForRequest()

        auth.complete(with: .failure(error))
        await login.value

        let done = LoginViewState(avatarURL: .davidAvatar, isLoginEnabled: true, loadingMessage: nil)
        #expect(recorder.events.suffix(2) == [.state(done), .tip(message)])
        #expect(recorder.fieldChanges.isEmpty)
        #expect(recorder.routes.isEmpty)
        #expect(store.writes.isEmpty)

        let retry = Task { await viewModel.loginButtonTapped() }
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await retry.value
        let sent = try request("13874389438", "5858")
        #expect(auth.requests == [sent, sent])
    }

    @Test("L8: an error that is not the service's own shows the generic message")
    func unexpectedErrorShowsGenericMessage() async {
        let (viewModel, recorder, auth, _) = makeSUT()
        viewModel.phoneChanged("13874389438")
        viewModel.codeChanged("5858")
        let login = Task { await viewModel.loginButtonTapped() }
        await auth.waitForRequest()

        auth.complete(with: .failure(URLError(.notConnectedToInternet)))
        await login.value

        #expect(recorder.tips == ["Something went wrong. Please try again."])
    }

    // MARK: - L9: pre-fill

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func reopeningPrefillsRememberedPhone() async {
        let store = KeyValueStoreSpy()
        let (first, _, auth, _) = makeSUT(store: store)
        first.viewDidLoad()
        first.phoneChanged("138 7438 9438")
        first.codeChanged("5858")
        let login = Task { await first.loginButtonTapped() }
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login.value

        let (again, recorder, _, _) = makeSUT(store: store)
        again.viewDidLoad()

        let prefilled = LoginViewState(avatarURL: .davidAvatar, isLoginEnabled: false, loadingMessage: nil)
        #expect(recorder.events == [.fields(phone: "13874389438", code: ""), .state(prefilled)])
    }

    @Test("L9: with nothing remembered, opening Login sets no text and shows the empty screen")
    func firstOpeningSetsNoText() {
        let (viewModel, recorder, _, _) = makeSUT()

        viewModel.viewDidLoad()

        #expect(recorder.events == [.state(LoginViewState(avatarURL: nil, isLoginEnabled: false, loadingMessage: nil))])
    }

    // MARK: - Private

    private func makeSUT(
        store: any KeyValueStore = InMemoryStore()
    ) -> (LoginViewModel, LoginViewModelRecorder, AuthServiceSpy, any KeyValueStore) {
        let auth = AuthServiceSpy()
        let viewModel = LoginViewModel(accounts: .demo, auth: auth, memory: LoginMemory(store: store))
        return (viewModel, LoginViewModelRecorder(viewModel), auth, store)
    }

    private func request(_ phone: String, _ code: String) throws -> AuthServiceSpy.Request {
        AuthServiceSpy.Request(
            phone: try #require(MobileNumber(phone)),
            code: try #require(VerificationCode(code))
        )
    }
}
