import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// The login spec, proven on the view model alone: its outputs are read after each input, tracked reads show the
/// screen would learn of each change, and an auth spy, completed by hand, stands in for the server. No HeadlessUI
/// here — Observation alone is all a view model needs to be tested.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginViewModelTests: LoginSpec {
    @Test("L1: login is enabled exactly when both fields are non-empty", arguments: LoginFixtures.enabledRule)
    func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(_ row: LoginFixtures.FieldsRow) {
        let (viewModel, _, _) = makeSUT()
        viewModel.viewDidLoad()

        enter(phone: row.phone, code: row.code, into: viewModel)

        #expect(viewModel.isLoginEnabled == row.isLoginEnabled)
    }

    @Test("L2: the avatar shows while the phone is a known account's valid number", arguments: LoginFixtures.avatarRule)
    func avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(_ row: LoginFixtures.AvatarRow) {
        let (viewModel, _, _) = makeSUT()

        viewModel.phoneChanged(row.phone)

        #expect(viewModel.avatarURL == row.avatarURL)
    }

    @Test("L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth")
    func avatarFollowsThePhoneDigitByDigit() {
        let (viewModel, _, _) = makeSUT()
        var typed = ""

        let avatars = LoginFixtures.typedDigitByDigit.map { digit in
            typed.append(digit)
            viewModel.phoneChanged(typed)
            return viewModel.avatarURL
        }

        #expect(avatars == LoginFixtures.avatarsDigitByDigit)
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped() {
        let (viewModel, _, _) = makeSUT()
        viewModel.viewDidLoad()
        let screen = TrackedRead { (viewModel.phone, viewModel.code, viewModel.isLoginEnabled) }

        viewModel.fillUpTapped()

        #expect(viewModel.phone == "13874389438")
        #expect(viewModel.code == "5858")
        #expect(viewModel.avatarURL == LoginFixtures.david.avatarURL)
        #expect(viewModel.isLoginEnabled)
        #expect(screen.changeIsAnnounced)
    }

    @Test("L3: after Fill up, Login sends the demo account although no editing event came back")
    func loginAfterFillUpSendsTheDemoAccount() async {
        let (viewModel, auth, _) = makeSUT()
        viewModel.fillUpTapped()

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()

        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(viewModel.route == .greeting(.davidBlaine))
    }

    @Test("L4: an invalid phone shows a tip and sends nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneShowsATipAndSendsNothing(_ phone: OddInput) {
        let (viewModel, auth, _) = makeSUT()
        enter(phone: phone.text, code: LoginFixtures.david.code, into: viewModel)

        let login = viewModel.loginButtonTapped()

        #expect(login == nil)
        #expect(viewModel.tip == LoginFixtures.invalidPhoneTip)
        #expect(auth.requests.isEmpty)
        #expect(!viewModel.endEditingRequested)
        #expect(viewModel.loadingMessage == nil)
        #expect(viewModel.route == nil)
    }

    @Test("L4: a tip stays until the screen has shown it, and the same mistake again brings it back")
    func tipStaysUntilShownAndComesBack() {
        let (viewModel, _, _) = makeSUT()
        enter(phone: "1387438943", code: LoginFixtures.david.code, into: viewModel)
        viewModel.loginButtonTapped()
        let tipBeforeShown = viewModel.tip

        viewModel.tipShown()
        let tipAfterShown = viewModel.tip
        let screen = TrackedRead { viewModel.tip }
        viewModel.loginButtonTapped()

        #expect(tipBeforeShown == LoginFixtures.invalidPhoneTip)
        #expect(tipAfterShown == nil)
        #expect(viewModel.tip == LoginFixtures.invalidPhoneTip)
        #expect(screen.changeIsAnnounced)
    }

    @Test("L5: an invalid code shows a tip and sends nothing", arguments: OddInput.invalidCodes)
    func invalidCodeShowsATipAndSendsNothing(_ code: OddInput) {
        let (viewModel, auth, _) = makeSUT()
        enter(phone: LoginFixtures.david.typedPhone, code: code.text, into: viewModel)

        let login = viewModel.loginButtonTapped()

        #expect(login == nil)
        #expect(viewModel.tip == LoginFixtures.invalidCodeTip)
        #expect(auth.requests.isEmpty)
        #expect(!viewModel.endEditingRequested)
        #expect(viewModel.loadingMessage == nil)
        #expect(viewModel.route == nil)
    }

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func whileLoggingInTheScreenShowsItIsBusy() async {
        let (viewModel, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)
        // Each output on its own, as a screen may read any one of them alone.
        let keyboard = TrackedRead { viewModel.endEditingRequested }
        let hud = TrackedRead { viewModel.loadingMessage }
        let button = TrackedRead { viewModel.isLoginEnabled }

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()

        #expect(viewModel.endEditingRequested)
        #expect(viewModel.loadingMessage == LoginFixtures.loadingMessage)
        #expect(!viewModel.isLoginEnabled)
        #expect(viewModel.avatarURL == LoginFixtures.david.avatarURL)
        #expect(keyboard.changeIsAnnounced)
        #expect(hud.changeIsAnnounced)
        #expect(button.changeIsAnnounced)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()
    }

    @Test("L6: the fields end editing once: after the screen has ended it, typing while logging in is left alone")
    func fieldsEndEditingOnce() async {
        let (viewModel, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)
        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()

        viewModel.editingEnded()
        viewModel.codeChanged("585")

        #expect(!viewModel.endEditingRequested)
        auth.complete(with: .failure(AuthError.incorrectCode))
        await login?.waitForEnd()
        #expect(!viewModel.endEditingRequested)
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let (viewModel, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)

        let first = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        let second = viewModel.loginButtonTapped()
        auth.complete(with: .success(.davidBlaine))
        await first?.waitForEnd()

        #expect(second == nil)
        #expect(auth.requests.count == 1)
        #expect(viewModel.route == .greeting(.davidBlaine))
    }

    @Test("L6: typing while logging in keeps login disabled until the request ends")
    func typingWhileLoggingInKeepsLoginDisabled() async {
        let (viewModel, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)
        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()

        viewModel.codeChanged("585")

        #expect(!viewModel.isLoginEnabled)
        #expect(viewModel.loadingMessage == LoginFixtures.loadingMessage)
        auth.complete(with: .failure(AuthError.incorrectCode))
        await login?.waitForEnd()
        #expect(viewModel.isLoginEnabled)
    }

    @Test(
        "L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting",
        arguments: LoginFixtures.accounts
    )
    func successRemembersThePhoneAndShowsThePersonsGreeting(_ account: LoginFixtures.Account) async {
        let (viewModel, auth, store) = makeSUT()
        enter(account, into: viewModel)

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        let hud = TrackedRead { viewModel.loadingMessage }
        let navigation = TrackedRead { viewModel.route }
        auth.complete(with: .success(account.person))
        await login?.waitForEnd()

        #expect(viewModel.loadingMessage == nil)
        #expect(hud.changeIsAnnounced)
        #expect(viewModel.isLoginEnabled)
        #expect(LoginMemory(store: store).lastPhone() == account.phone)
        #expect(store.writes.count == 1)
        #expect(store.writes.allSatisfy { !$0.contains(account.code) })
        #expect(viewModel.route == .greeting(account.person))
        #expect(navigation.changeIsAnnounced)
        #expect(viewModel.tip == nil)
    }

    @Test("L7: the route stays until the screen has followed it, and is then gone")
    func routeStaysUntilFollowed() async {
        let (viewModel, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)
        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()
        let routeBeforeFollowed = viewModel.route

        viewModel.routeFollowed()

        #expect(routeBeforeFollowed == .greeting(.davidBlaine))
        #expect(viewModel.route == nil)
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields",
        arguments: LoginFixtures.failures
    )
    func failureShowsTheServicesMessageAndKeepsTheFields(_ failure: ServiceFailure) async {
        let (viewModel, auth, store) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        let hud = TrackedRead { viewModel.loadingMessage }
        let button = TrackedRead { viewModel.isLoginEnabled }
        let toast = TrackedRead { viewModel.tip }
        auth.complete(with: .failure(failure.error))
        await login?.waitForEnd()

        #expect(viewModel.loadingMessage == nil)
        #expect(hud.changeIsAnnounced)
        #expect(viewModel.isLoginEnabled)
        #expect(button.changeIsAnnounced)
        #expect(viewModel.tip == failure.message)
        #expect(toast.changeIsAnnounced)
        #expect(viewModel.phone == LoginFixtures.david.typedPhone)
        #expect(viewModel.code == LoginFixtures.david.code)
        #expect(store.writes.isEmpty)
        #expect(viewModel.route == nil)
    }

    @Test("L8: after a failure, Login sends the same phone and code again")
    func afterAFailureLoginSendsTheSameInputAgain() async {
        let (viewModel, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)
        let first = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await first?.waitForEnd()
        let tipAfterFailure = viewModel.tip

        let second = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await second?.waitForEnd()

        let request = LoginFixtures.request(for: LoginFixtures.david)
        #expect(auth.requests == [request, request])
        #expect(tipAfterFailure == "The server is not responding. Please try again.")
        #expect(viewModel.route == .greeting(.davidBlaine))
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func openingLoginAgainPrefillsTheRememberedPhone() async {
        let store = KeyValueStoreSpy()
        let (first, auth, _) = makeSUT(store: store)
        enter(LoginFixtures.ada, into: first)
        let login = first.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.adaLovelace))
        await login?.waitForEnd()

        let (viewModel, _, _) = makeSUT(store: store)
        viewModel.viewDidLoad()

        #expect(viewModel.phone == "13800138000")
        #expect(viewModel.code == "")
        #expect(viewModel.avatarURL == LoginFixtures.ada.avatarURL)
        #expect(!viewModel.isLoginEnabled)
    }

    @Test("L9: with nothing remembered, Login opens with empty fields, the placeholder avatar and Login disabled")
    func withNothingRememberedLoginOpensEmpty() {
        let (viewModel, _, _) = makeSUT()

        viewModel.viewDidLoad()

        #expect(viewModel.phone == "")
        #expect(viewModel.code == "")
        #expect(viewModel.avatarURL == nil)
        #expect(!viewModel.isLoginEnabled)
        #expect(viewModel.loadingMessage == nil)
    }

    @Test("L10: released mid-request, the login is cancelled: nothing is shown, pushed or remembered")
    func releasedMidRequestCancelsTheLogin() async {
        let (login, auth, store, screen) = await loginReleasedMidRequest()

        await login?.waitForEnd()

        #expect(auth.cancelledRequests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(!screen.changeIsAnnounced)
        #expect(store.writes.isEmpty)
    }

    @Test("L10: a success that comes after the release is dropped: nothing is shown, pushed or remembered")
    func successAfterTheReleaseIsDropped() async {
        let (login, auth, store, screen) = await loginReleasedMidRequest()

        // The cancellation reaches the spy after a hop: this answer is already on its way, as a server's can be.
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()

        #expect(!screen.changeIsAnnounced)
        #expect(store.writes.isEmpty)
    }

    @Test("N1: in the app, a successful login reaches the app, and the screen is asked to push nothing")
    func successInTheAppReachesTheApp() async {
        let (viewModel, auth, store) = makeSUT()
        let navigator = AppNavigatorSpy()
        viewModel.navigator = navigator
        enter(LoginFixtures.ada, into: viewModel)

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.adaLovelace))
        await login?.waitForEnd()

        #expect(navigator.events == [.loginSucceeded(.adaLovelace)])
        #expect(navigator.reporters.first === viewModel)
        #expect(viewModel.route == nil)
        #expect(LoginMemory(store: store).lastPhone() == LoginFixtures.ada.phone)
        #expect(viewModel.loadingMessage == nil)
    }

    @Test("N3: in the app, a failed login tells the app nothing and shows its tip")
    func failureInTheAppTellsTheAppNothing() async {
        let (viewModel, auth, _) = makeSUT()
        let navigator = AppNavigatorSpy()
        viewModel.navigator = navigator
        enter(LoginFixtures.ada, into: viewModel)

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.incorrectCode))
        await login?.waitForEnd()

        #expect(navigator.events.isEmpty)
        #expect(viewModel.tip == "The verification code is incorrect.")
    }

    // MARK: - Private

    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (viewModel: LoginViewModel, auth: AuthServiceSpy, store: KeyValueStoreSpy) {
        let auth = AuthServiceSpy()
        let viewModel = LoginViewModel(accounts: .demo, auth: auth, memory: LoginMemory(store: store))
        trackForLeaks(viewModel)
        return (viewModel, auth, store)
    }

    /// David's login started and waiting on the server, then its view model released as a closed screen releases it:
    /// the login, still running, and what would show anything the release leaves behind.
    private func loginReleasedMidRequest() async -> (
        login: Task<Void, Never>?, auth: AuthServiceSpy, store: KeyValueStoreSpy, screen: TrackedRead
    ) {
        var (viewModel, auth, store): (LoginViewModel?, _, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel!)
        let login = viewModel?.loginButtonTapped()
        await auth.waitForRequest()
        let screen = TrackedRead { (viewModel?.loadingMessage, viewModel?.tip, viewModel?.route) }
        viewModel = nil
        return (login, auth, store, screen)
    }

    private func enter(phone: String, code: String, into viewModel: LoginViewModel) {
        viewModel.phoneChanged(phone)
        viewModel.codeChanged(code)
    }

    private func enter(_ account: LoginFixtures.Account, into viewModel: LoginViewModel) {
        enter(phone: account.typedPhone, code: account.code, into: viewModel)
    }
}
