import Foundation
import Model
import ReactiveCore
import TestSupport
import Testing

@testable import MVVMReactive

/// The login view model on its own: inputs set as the bindings would set them, outputs observed, the
/// auth service a stub or a spy completed by hand.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginViewModelTests {
    // MARK: - L1, L2, L3

    @Test(
        "L1: login is enabled exactly when both fields are non-empty",
        arguments: [
            ("", "", false),
            ("1", "", false),
            ("", "5", false),
            ("1", "5", true),
            (" ", " ", true),
            ("13874389438", "5858", true),
        ]
    )
    func loginEnabledWhenBothFieldsNonEmpty(phone: String, code: String, isEnabled: Bool) {
        let (viewModel, _) = makeSUT()

        viewModel.phone.value = phone
        viewModel.code.value = code

        #expect(viewModel.login.isEnabled.value == isEnabled)
    }

    @Test("L1: the enabled state changes only when it really changes, as the user types and clears")
    func enabledStateSendsRealChangesOnly() {
        let (viewModel, _) = makeSUT()
        let isEnabled = OutputRecorder(viewModel.login.isEnabled)

        for character in "138" { viewModel.phone.value.append(character) }
        for character in "58" { viewModel.code.value.append(character) }
        viewModel.code.value = ""

        #expect(isEnabled.values == [false, true, false])
    }

    @Test(
        "L2: the avatar shows while the phone is a known account's valid number",
        arguments: [
            ("13874389438", URL.davidAvatar),
            ("138 7438-9438", URL.davidAvatar),
            ("+86 13800138000", URL.adaAvatar),
            ("13900000000", nil),
            ("1387438943", nil),
            ("138743894380", nil),
            ("１３８７４３８９４３８", nil),
            ("", nil),
        ] as [(String, URL?)]
    )
    func avatarForKnownValidNumber(phone: String, avatarURL: URL?) {
        let (viewModel, _) = makeSUT()

        viewModel.phone.value = phone

        #expect(viewModel.avatarURL.value == avatarURL)
    }

    @Test("L2: typing a known number shows its avatar once, and deleting a digit hides it")
    func avatarFollowsTyping() {
        let (viewModel, _) = makeSUT()
        let avatar = OutputRecorder(viewModel.avatarURL)

        for character in "13874389438" { viewModel.phone.value.append(character) }
        viewModel.phone.value.removeLast()

        #expect(avatar.values == [nil, URL.davidAvatar, nil])
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpActsAsTyping() {
        let (viewModel, _) = makeSUT()
        let phone = OutputRecorder(viewModel.phone)
        let code = OutputRecorder(viewModel.code)
        let avatar = OutputRecorder(viewModel.avatarURL)
        let isEnabled = OutputRecorder(viewModel.login.isEnabled)

        viewModel.fillUpTapped()

        #expect(phone.values == ["", "13874389438"])
        #expect(code.values == ["", "5858"])
        #expect(avatar.values == [nil, URL.davidAvatar])
        #expect(isEnabled.values == [false, true])
    }

    @Test("L3: Fill up replaces what was typed")
    func fillUpReplacesTypedText() {
        let (viewModel, _) = makeSUT()
        viewModel.phone.value = "139"
        viewModel.code.value = "12"

        viewModel.fillUpTapped()

        #expect(viewModel.phone.value == "13874389438")
        #expect(viewModel.code.value == "5858")
    }

    // MARK: - L4, L5

    @Test("L4: an invalid phone shows a tip and sends nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneShowsTip(phone: OddInput) async {
        let auth = AuthServiceSpy()
        let (viewModel, _) = makeSUT(auth: auth)
        let recorder = LoginViewModelRecorder(viewModel)
        viewModel.phone.value = phone.text
        viewModel.code.value = "5858"

        await viewModel.login.execute(())

        #expect(recorder.tips == ["Please enter a valid mobile number"])
        #expect(auth.requests.isEmpty)
        #expect(recorder.loadingMessages == [nil])
        #expect(recorder.endEditingCount == 0)
        #expect(viewModel.login.isEnabled.value)
    }

    @Test("L5: an invalid code shows a tip and sends nothing", arguments: OddInput.invalidCodes)
    func invalidCodeShowsTip(code: OddInput) async {
        let auth = AuthServiceSpy()
        let (viewModel, _) = makeSUT(auth: auth)
        let recorder = LoginViewModelRecorder(viewModel)
        viewModel.phone.value = "13874389438"
        viewModel.code.value = code.text

        await viewModel.login.execute(())

        #expect(recorder.tips == ["Invalid verification code"])
        #expect(auth.requests.isEmpty)
        #expect(recorder.loadingMessages == [nil])
        #expect(recorder.endEditingCount == 0)
        #expect(viewModel.login.isEnabled.value)
    }

    @Test("L4: with both fields invalid, only the phone's tip shows")
    func phoneIsCheckedFirst() async {
        let (viewModel, _) = makeSUT()
        let tips = OutputRecorder(viewModel.tips)
        viewModel.phone.value = "abc"
        viewModel.code.value = "x"

        await viewModel.login.execute(())

        #expect(tips.values == ["Please enter a valid mobile number"])
    }

    // MARK: - L6

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func inFlightState() async throws {
        let auth = AuthServiceSpy()
        let (viewModel, _) = makeSUT(auth: auth)
        let recorder = LoginViewModelRecorder(viewModel)
        viewModel.fillUpTapped()

        let run = Task { await viewModel.login.execute(()) }
        await auth.waitForRequest()

        #expect(recorder.endEditingCount == 1)
        #expect(recorder.loadingMessages == [nil, "Loading..."])
        #expect(recorder.isEnabled == [false, true, false])
        #expect(viewModel.login.isExecuting.value)
        #expect(auth.requests == [try request("13874389438", "5858")])

        auth.complete(with: .success(.davidBlaine))
        _ = await run.value
        #expect(recorder.loadingMessages == [nil, "Loading...", nil])
        #expect(recorder.isEnabled == [false, true, false, true])
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let auth = AuthServiceSpy()
        let (viewModel, _) = makeSUT(auth: auth)
        viewModel.fillUpTapped()

        let first = Task { await viewModel.login.execute(()) }
        await auth.waitForRequest()
        let second = await viewModel.login.execute(())
        auth.complete(with: .success(.davidBlaine))
        _ = await first.value

        #expect(isRefused(second))
        #expect(auth.requests.count == 1)
        #expect(viewModel.login.isEnabled.value)
    }

    // MARK: - L7, L8

    @Test("L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting")
    func successRemembersPhoneAndShowsGreeting() async {
        let auth = AuthServiceSpy()
        let (viewModel, store) = makeSUT(auth: auth)
        let recorder = LoginViewModelRecorder(viewModel)
        viewModel.phone.value = "138 0013 8000"
        viewModel.code.value = "1234"

        let run = Task { await viewModel.login.execute(()) }
        await auth.waitForRequest()
        #expect(recorder.loggedIn.isEmpty)
        auth.complete(with: .success(.adaLovelace))
        _ = await run.value

        #expect(recorder.loadingMessages == [nil, "Loading...", nil])
        #expect(recorder.loggedIn == [.adaLovelace])
        #expect(recorder.tips.isEmpty)
        #expect(LoginMemory(store: store).lastPhone() == MobileNumber("13800138000"))
        #expect(!store.writes.isEmpty)
        #expect(store.writes.allSatisfy { !$0.contains("1234") })
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields",
        arguments: [
            (AuthError.unknownNumber, "No account uses this number."),
            (AuthError.incorrectCode, "The verification code is incorrect."),
            (AuthError.serverNotResponding, "The server is not responding. Please try again."),
        ]
    )
    func failureShowsMessageAndKeepsFields(error: AuthError, message: String) async {
        let auth = AuthServiceSpy()
        let (viewModel, store) = makeSUT(auth: auth)
        let recorder = LoginViewModelRecorder(viewModel)
        viewModel.phone.value = "13900000000"
        viewModel.code.value = "4321"

        let run = Task { await viewModel.login.execute(()) }
        await auth.waitForRequest()
        auth.complete(with: .failure(error))
        _ = await run.value

        #expect(recorder.loadingMessages == [nil, "Loading...", nil])
        #expect(recorder.tips == [message])
        #expect(recorder.loggedIn.isEmpty)
        #expect(viewModel.phone.value == "13900000000")
        #expect(viewModel.code.value == "4321")
        #expect(viewModel.login.isEnabled.value)
        #expect(store.writes.isEmpty)
    }

    @Test("L8: after a failure the user can log in again")
    func canRetryAfterFailure() async {
        let auth = AuthServiceSpy()
        let (viewModel, _) = makeSUT(auth: auth)
        let loggedIn = OutputRecorder(viewModel.loggedIn)
        viewModel.fillUpTapped()

        let failing = Task { await viewModel.login.execute(()) }
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        _ = await failing.value
        let retry = Task { await viewModel.login.execute(()) }
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        _ = await retry.value

        #expect(auth.requests.count == 2)
        #expect(loggedIn.values == [.davidBlaine])
    }

    // MARK: - L9

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func reopeningPrefillsRememberedPhone() async {
        let store = KeyValueStoreSpy()
        let (first, _) = makeSUT(auth: AuthServiceStub(result: .success(.davidBlaine)), store: store)
        first.phone.value = "138-7438-9438"
        first.code.value = "5858"
        await first.login.execute(())

        let (reopened, _) = makeSUT(store: store)
        reopened.viewDidLoad()

        #expect(reopened.phone.value == "13874389438")
        #expect(reopened.code.value == "")
        #expect(reopened.avatarURL.value == URL.davidAvatar)
        #expect(!reopened.login.isEnabled.value)
    }

    @Test("L9: with nothing remembered, Login opens empty")
    func firstOpeningSetsNoText() {
        let (viewModel, _) = makeSUT()

        viewModel.viewDidLoad()

        #expect(viewModel.phone.value == "")
        #expect(viewModel.avatarURL.value == nil)
    }

    // MARK: - L10

    @Test("L10: released mid-request, the view model cancels the login: nothing is remembered or shown, all is freed")
    func releasedMidRequestIsFreed() async throws {
        let auth = AuthServiceSpy()
        let tracker = LeakTracker()
        let store = KeyValueStoreSpy()
        var viewModel: LoginViewModel? = makeSUT(auth: auth, store: store, tracker: tracker).viewModel
        var recorder: LoginViewModelRecorder? = LoginViewModelRecorder(try #require(viewModel))
        viewModel?.fillUpTapped()

        do {
            // What the Login button's handler holds while it runs: the action, not the view model. An
            // `async let`, so a broken cancellation fails under the time limit instead of hanging.
            let login = try #require(viewModel?.login)
            async let run = login.execute(())
            await auth.waitForRequest()

            viewModel = nil
            _ = await run
        }
        let (loggedIn, tips) = (recorder?.loggedIn, recorder?.tips)
        // Like the screen's bindings, the recorder's observations end when it goes; until then an observed
        // output (`login.isEnabled`) keeps its sources (`phone`, `code`) alive.
        recorder = nil

        #expect(auth.requests.count == 1)
        #expect(auth.pendingCount == 0)
        #expect(store.writes.isEmpty)
        #expect(loggedIn?.isEmpty == true)
        #expect(tips?.isEmpty == true)
        #expect(tracker.survivors.isEmpty)
    }

    @Test("L10: a success that arrives after the view model was released is dropped: nothing remembered or shown")
    func lateSuccessAfterReleaseIsDropped() async throws {
        let auth = AuthServiceSpy()
        let store = KeyValueStoreSpy()
        var viewModel: LoginViewModel? = makeSUT(auth: auth, store: store).viewModel
        let recorder = LoginViewModelRecorder(try #require(viewModel))
        viewModel?.fillUpTapped()

        do {
            let login = try #require(viewModel?.login)
            async let run = login.execute(())
            await auth.waitForRequest()

            viewModel = nil
            // The service answers before the cancellation reaches it, as a real server may.
            auth.complete(with: .success(.davidBlaine))
            _ = await run
        }

        #expect(store.writes.isEmpty)
        #expect(recorder.loggedIn.isEmpty)
        #expect(recorder.tips.isEmpty)
    }

    // MARK: - Private

    /// The view model over the test accounts, `auth` and a store spy, with every object it is made of
    /// registered with `tracker`.
    private func makeSUT(
        auth: any AuthService = AuthServiceStub(result: .success(.davidBlaine)),
        store: KeyValueStoreSpy = KeyValueStoreSpy(),
        tracker: LeakTracker = LeakTracker()
    ) -> (viewModel: LoginViewModel, store: KeyValueStoreSpy) {
        let viewModel = LoginViewModel(accounts: .demo, auth: auth, memory: LoginMemory(store: store))
        tracker.track(viewModel)
        tracker.track(viewModel.login)
        tracker.track(viewModel.phone)
        tracker.track(viewModel.code)
        tracker.track(viewModel.avatarURL)
        tracker.track(viewModel.loadingMessage)
        tracker.track(viewModel.tips)
        tracker.track(viewModel.endEditing)
        tracker.track(viewModel.loggedIn)
        return (viewModel, store)
    }

    private func request(_ phone: String, _ code: String) throws -> AuthServiceSpy.Request {
        AuthServiceSpy.Request(phone: try #require(MobileNumber(phone)), code: try #require(VerificationCode(code)))
    }

    private func isRefused(_ result: Result<Void, ActionError<Never>>) -> Bool {
        guard case .failure(.disabled) = result else { return false }
        return true
    }
}
