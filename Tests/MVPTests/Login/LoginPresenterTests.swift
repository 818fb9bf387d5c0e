import Foundation
import Model
import TestSupport
import Testing

@testable import MVP

/// The login behaviour, proven on the presenter alone: a view spy stands in for the screen and a router
/// spy for navigation. No HeadlessUI here — that is the point of MVP.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginPresenterTests {
    nonisolated private static let davidAvatar = URL(string: "https://avatars.example.com/david-blaine.png")
    nonisolated private static let adaAvatar = URL(string: "https://avatars.example.com/ada-lovelace.png")

    // MARK: - L1, L2, L3: the screen follows the text

    @Test("L1: a new screen shows the placeholder, login disabled and no HUD, and sets no text")
    func firstState() {
        let (presenter, view, _) = makeSUT()

        presenter.viewDidLoad()

        #expect(view.states == [LoginViewState(avatarURL: nil, isLoginEnabled: false, loadingMessage: nil)])
        #expect(view.fieldsSet.isEmpty)
    }

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
        let (presenter, view, _) = makeSUT()
        presenter.viewDidLoad()

        presenter.phoneChanged(phone)
        presenter.codeChanged(code)

        #expect(view.states.last?.isLoginEnabled == isEnabled)
    }

    @Test("L1: clearing a field disables login again")
    func clearingAFieldDisablesLogin() {
        let (presenter, view, _) = makeSUT()
        enter(presenter, phone: "13874389438", code: "5858")

        presenter.codeChanged("")

        #expect(view.states.last == LoginViewState(avatarURL: Self.davidAvatar, isLoginEnabled: false))
    }

    @Test(
        "L2: the avatar shows while the phone is a known account's valid number",
        arguments: [
            ("13874389438", davidAvatar),
            ("+86 138-7438-9438", davidAvatar),
            ("13800138000", adaAvatar),
            ("13912345678", nil),
            ("1387438943", nil),
            ("138743894380", nil),
            ("", nil),
        ]
    )
    func avatarForKnownValidNumber(phone: String, avatar: URL?) {
        let (presenter, view, _) = makeSUT()

        presenter.phoneChanged(phone)

        #expect(view.states.last?.avatarURL == avatar)
    }

    @Test("L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth")
    func avatarFollowsTyping() {
        let (presenter, view, _) = makeSUT()
        var typed = ""

        for digit in "138743894380" {
            typed.append(digit)
            presenter.phoneChanged(typed)
        }

        #expect(view.states.map(\.avatarURL) == Array(repeating: nil, count: 10) + [Self.davidAvatar, nil])
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsFieldsAndUpdatesScreen() {
        let (presenter, view, _) = makeSUT()
        presenter.viewDidLoad()

        presenter.fillUpTapped()

        #expect(view.fieldsSet == [LoginViewSpy.Fields(phone: "13874389438", code: "5858")])
        #expect(view.states.last == LoginViewState(avatarURL: Self.davidAvatar, isLoginEnabled: true))
    }

    @Test("L3: after Fill up, Login sends the demo account although no editing event came back")
    func loginAfterFillUpSendsTheFilledInAccount() async throws {
        let auth = AuthServiceSpy()
        let (presenter, _, router) = makeSUT(auth: auth)
        presenter.fillUpTapped()

        let login = Task { await presenter.loginButtonTapped() }
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login.value

        #expect(auth.requests == [try request(phone: "13874389438", code: "5858")])
        #expect(router.greetingsShown == [.davidBlaine])
    }

    // MARK: - L4, L5: validation on tap

    @Test(
        "L4: an invalid phone shows a tip and sends nothing",
        arguments: OddInput.invalidPhones
    )
    func invalidPhoneShowsTipAndSendsNothing(phone: OddInput) async {
        let auth = AuthServiceSpy()
        let (presenter, view, router) = makeSUT(auth: auth)
        enter(presenter, phone: phone.text, code: "5858")

        await presenter.loginButtonTapped()

        #expect(view.tips == ["Please enter a valid mobile number"])
        #expect(auth.requests.isEmpty)
        #expect(view.endEditingCount == 0)
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetingsShown.isEmpty)
    }

    @Test(
        "L5: an invalid code shows a tip and sends nothing",
        arguments: OddInput.invalidCodes
    )
    func invalidCodeShowsTipAndSendsNothing(code: OddInput) async {
        let auth = AuthServiceSpy()
        let (presenter, view, router) = makeSUT(auth: auth)
        enter(presenter, phone: "13874389438", code: code.text)

        await presenter.loginButtonTapped()

        #expect(view.tips == ["Invalid verification code"])
        #expect(auth.requests.isEmpty)
        #expect(view.endEditingCount == 0)
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetingsShown.isEmpty)
    }

    // MARK: - L6: in flight

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func inFlightState() async throws {
        let auth = AuthServiceSpy()
        let (presenter, view, _) = makeSUT(auth: auth)
        enter(presenter, phone: "13874389438", code: "5858")

        let login = Task { await presenter.loginButtonTapped() }
        await auth.waitForRequest()

        #expect(view.endEditingCount == 1)
        #expect(
            view.states.last
                == LoginViewState(avatarURL: Self.davidAvatar, isLoginEnabled: false, loadingMessage: "Loading...")
        )
        #expect(auth.requests == [try request(phone: "13874389438", code: "5858")])
        auth.complete(with: .success(.davidBlaine))
        await login.value
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let auth = AuthServiceSpy()
        let (presenter, view, router) = makeSUT(auth: auth)
        enter(presenter, phone: "13874389438", code: "5858")

        let first = Task { await presenter.loginButtonTapped() }
        await auth.waitForRequest()
        await presenter.loginButtonTapped()
        auth.complete(with: .success(.davidBlaine))
        await first.value

        #expect(auth.requests.count == 1)
        #expect(view.endEditingCount == 1)
        #expect(router.greetingsShown == [.davidBlaine])
        #expect(view.states.last?.isLoginEnabled == true)
    }

    @Test("L6: typing while logging in keeps login disabled until the request ends")
    func typingWhileLoggingInKeepsLoginDisabled() async {
        let auth = AuthServiceSpy()
        let (presenter, view, _) = makeSUT(auth: auth)
        enter(presenter, phone: "13874389438", code: "5858")

        let login = Task { await presenter.loginButtonTapped() }
        await auth.waitForRequest()
        presenter.codeChanged("585")

        #expect(view.states.last?.isLoginEnabled == false)
        #expect(view.states.last?.loadingMessage == "Loading...")
        auth.complete(with: .failure(AuthError.incorrectCode))
        await login.value
        #expect(view.states.last?.isLoginEnabled == true)
    }

    // MARK: - L7, L8: the answer

    @Test("L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting")
    func successRemembersPhoneAndShowsGreeting() async throws {
        let store = KeyValueStoreSpy()
        let (presenter, view, router) = makeSUT(
            auth: AuthServiceStub(result: .success(.adaLovelace)),
            store: store
        )
        enter(presenter, phone: "+86 138 0013 8000", code: "1234")

        await presenter.loginButtonTapped()

        #expect(view.states.last == LoginViewState(avatarURL: Self.adaAvatar, isLoginEnabled: true))
        #expect(LoginMemory(store: store).lastPhone() == MobileNumber("13800138000"))
        #expect(store.writes.count == 1)
        #expect(store.writes.allSatisfy { !$0.contains("1234") })
        #expect(router.greetingsShown == [.adaLovelace])
        #expect(view.tips.isEmpty)
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
        let store = KeyValueStoreSpy()
        let (presenter, view, router) = makeSUT(auth: AuthServiceStub(result: .failure(error)), store: store)
        enter(presenter, phone: "13874389438", code: "5858")

        await presenter.loginButtonTapped()

        #expect(view.states.last == LoginViewState(avatarURL: Self.davidAvatar, isLoginEnabled: true))
        #expect(view.tips == [message])
        #expect(view.fieldsSet.isEmpty)
        #expect(store.writes.isEmpty)
        #expect(router.greetingsShown.isEmpty)
    }

    @Test("L8: after a failure, Login again sends the same phone and code")
    func retryAfterFailureSendsTheSameInput() async throws {
        let auth = AuthServiceSpy()
        let (presenter, view, router) = makeSUT(auth: auth)
        enter(presenter, phone: "13874389438", code: "5858")
        let first = Task { await presenter.loginButtonTapped() }
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await first.value

        let second = Task { await presenter.loginButtonTapped() }
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await second.value

        let expected = try request(phone: "13874389438", code: "5858")
        #expect(auth.requests == [expected, expected])
        #expect(view.tips == ["The server is not responding. Please try again."])
        #expect(router.greetingsShown == [.davidBlaine])
    }

    // MARK: - L9: pre-fill

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func reopeningPrefillsRememberedPhone() async {
        let store = InMemoryStore()
        let (first, _, _) = makeSUT(store: store)
        enter(first, phone: "138 7438 9438", code: "5858")
        await first.loginButtonTapped()

        let (presenter, view, _) = makeSUT(store: store)
        presenter.viewDidLoad()

        #expect(view.fieldsSet == [LoginViewSpy.Fields(phone: "13874389438", code: "")])
        #expect(view.states == [LoginViewState(avatarURL: Self.davidAvatar, isLoginEnabled: false)])
    }

    @Test("L9: after the pre-fill, typing the code enables Login and sends the remembered phone")
    func prefilledPhoneIsSent() async throws {
        let store = InMemoryStore()
        LoginMemory(store: store).remember(try #require(MobileNumber("13800138000")))
        let auth = AuthServiceSpy()
        let (presenter, view, _) = makeSUT(auth: auth, store: store)
        presenter.viewDidLoad()

        presenter.codeChanged("1234")
        let afterTyping = view.states.last
        let login = Task { await presenter.loginButtonTapped() }
        await auth.waitForRequest()
        auth.complete(with: .success(.adaLovelace))
        await login.value

        #expect(afterTyping == LoginViewState(avatarURL: Self.adaAvatar, isLoginEnabled: true))
        #expect(auth.requests == [try request(phone: "13800138000", code: "1234")])
    }

    // MARK: - L10: ownership

    @Test("L10: a view released mid-request is freed at once; the presenter and router once the work ends")
    func releasedMidRequest() async {
        let viewTracker = LeakTracker()
        let tracker = LeakTracker()
        let auth = AuthServiceSpy()
        var login: Task<Void, Never>?
        do {
            let (presenter, view, router) = makeSUT(auth: auth)
            viewTracker.track(view)
            tracker.track(presenter)
            tracker.track(router)
            enter(presenter, phone: "13874389438", code: "5858")
            login = Task { await presenter.loginButtonTapped() }
        }
        await auth.waitForRequest()

        #expect(viewTracker.survivors.isEmpty)
        auth.complete(with: .success(.davidBlaine))
        await login?.value
        #expect(tracker.survivors.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        auth: any AuthService = AuthServiceStub(result: .success(.davidBlaine)),
        store: any KeyValueStore = InMemoryStore()
    ) -> (presenter: LoginPresenter, view: LoginViewSpy, router: LoginRouterSpy) {
        let router = LoginRouterSpy()
        let presenter = LoginPresenter(
            accounts: .demo,
            auth: auth,
            memory: LoginMemory(store: store),
            router: router
        )
        let view = LoginViewSpy()
        presenter.view = view
        return (presenter, view, router)
    }

    private func enter(_ presenter: LoginPresenter, phone: String, code: String) {
        presenter.phoneChanged(phone)
        presenter.codeChanged(code)
    }

    private func request(phone: String, code: String) throws -> AuthServiceSpy.Request {
        AuthServiceSpy.Request(phone: try #require(MobileNumber(phone)), code: try #require(VerificationCode(code)))
    }
}
