import Foundation
import Model
import StoreCore
import TestSupport
import Testing

@testable import Unidirectional

/// The login spec, proven on the feature alone: a test store runs its reducer over an auth spy, completed by hand,
/// and checks the whole state after every action sent and every action the effects send back, and that no effect is
/// left running. No HeadlessUI here — rendering the state into the widgets is the acceptance suite's to prove.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginFeatureTests: LoginSpec {
    @Test("L1: login is enabled exactly when both fields are non-empty", arguments: LoginFixtures.enabledRule)
    func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(_ row: LoginFixtures.FieldsRow) {
        let (store, _, _) = makeSUT()

        // The avatar follows the directory's rule (L2); this row's is whatever the directory answers.
        enter(
            phone: row.phone, code: row.code, avatarURL: AccountDirectory.demo.account(for: row.phone)?.avatarURL,
            into: store)

        #expect(store.state.isLoginEnabled == row.isLoginEnabled)
    }

    @Test("L2: the avatar shows while the phone is a known account's valid number", arguments: LoginFixtures.avatarRule)
    func avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(_ row: LoginFixtures.AvatarRow) {
        let (store, _, _) = makeSUT()

        store.send(.phoneChanged(row.phone)) {
            $0.phone = row.phone
            $0.avatarURL = row.avatarURL
        }
    }

    @Test("L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth")
    func avatarFollowsThePhoneDigitByDigit() {
        let (store, _, _) = makeSUT()
        let digits = LoginFixtures.typedDigitByDigit
        let keystrokes = (1...digits.count).map { String(digits.prefix($0)) }

        for (typed, avatarURL) in zip(keystrokes, LoginFixtures.avatarsDigitByDigit) {
            store.send(.phoneChanged(typed)) {
                $0.phone = typed
                $0.avatarURL = avatarURL
            }
        }
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped() {
        let (filled, _, _) = makeSUT()
        let (typed, _, _) = makeSUT()
        enter(LoginFixtures.david, into: typed)

        filled.send(.fillUpTapped) {
            $0.phone = "13874389438"
            $0.code = "5858"
            $0.avatarURL = LoginFixtures.david.avatarURL
        }

        #expect(filled.state == typed.state)
        #expect(filled.state.isLoginEnabled)
    }

    @Test("L3: after Fill up, Login sends the demo account although no editing event came back")
    func loginAfterFillUpSendsTheDemoAccount() async {
        let (store, auth, _) = makeSUT()
        store.send(.fillUpTapped) {
            $0.phone = "13874389438"
            $0.code = "5858"
            $0.avatarURL = LoginFixtures.david.avatarURL
        }

        await startLogin(in: store, auth: auth)
        auth.complete(with: .success(.davidBlaine))

        await receiveSuccess(of: LoginFixtures.david, in: store)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
    }

    @Test("L4: an invalid phone shows a tip and sends nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneShowsATipAndSendsNothing(_ phone: OddInput) {
        let (store, auth, _) = makeSUT()
        enter(phone: phone.text, code: LoginFixtures.david.code, avatarURL: nil, into: store)

        let login = store.send(.loginButtonTapped) { $0.tip = LoginFixtures.invalidPhoneTip }

        #expect(login == nil)
        #expect(auth.requests.isEmpty)
    }

    @Test("L5: an invalid code shows a tip and sends nothing", arguments: OddInput.invalidCodes)
    func invalidCodeShowsATipAndSendsNothing(_ code: OddInput) {
        let (store, auth, _) = makeSUT()
        let david = LoginFixtures.david
        enter(phone: david.typedPhone, code: code.text, avatarURL: david.avatarURL, into: store)

        let login = store.send(.loginButtonTapped) { $0.tip = LoginFixtures.invalidCodeTip }

        #expect(login == nil)
        #expect(auth.requests.isEmpty)
    }

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func whileLoggingInTheScreenShowsItIsBusy() async {
        let (store, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: store)

        await startLogin(in: store, auth: auth)

        // The view ends editing, shows the HUD and disables Login as it renders this state (the acceptance suite).
        #expect(store.state.loadingMessage == LoginFixtures.loadingMessage)
        #expect(!store.state.isLoginEnabled)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        auth.complete(with: .success(.davidBlaine))
        await receiveSuccess(of: LoginFixtures.david, in: store)
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let (store, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: store)
        await startLogin(in: store, auth: auth)

        let second = store.send(.loginButtonTapped)
        auth.complete(with: .success(.davidBlaine))

        await receiveSuccess(of: LoginFixtures.david, in: store)
        #expect(second == nil)
        #expect(auth.requests.count == 1)
    }

    @Test("L6: typing while logging in keeps login disabled until the request ends")
    func typingWhileLoggingInKeepsLoginDisabled() async {
        let (store, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: store)
        await startLogin(in: store, auth: auth)

        store.send(.codeChanged("")) { $0.code = "" }
        store.send(.codeChanged("5")) { $0.code = "5" }

        #expect(!store.state.isLoginEnabled)
        #expect(store.state.loadingMessage == LoginFixtures.loadingMessage)
        auth.complete(with: .failure(AuthError.incorrectCode))
        await store.receive(.loginFailed(message: "The verification code is incorrect.")) {
            $0.isLoggingIn = false
            $0.tip = "The verification code is incorrect."
        }
        #expect(store.state.isLoginEnabled)
    }

    @Test(
        "L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting",
        arguments: LoginFixtures.accounts
    )
    func successRemembersThePhoneAndShowsThePersonsGreeting(_ account: LoginFixtures.Account) async {
        let (store, auth, keyValueStore) = makeSUT()
        enter(account, into: store)

        await startLogin(in: store, auth: auth)
        auth.complete(with: .success(account.person))

        await receiveSuccess(of: account, in: store)
        #expect(store.state.loadingMessage == nil)
        #expect(LoginMemory(store: keyValueStore).lastPhone() == account.phone)
        #expect(keyValueStore.writes.count == 1)
        #expect(keyValueStore.writes.allSatisfy { !$0.contains(account.code) })
    }

    @Test("L7: the phone remembered is the one that logged in, though the field changed while logging in")
    func theRememberedPhoneIsTheOneThatLoggedIn() async {
        let (store, auth, keyValueStore) = makeSUT()
        enter(LoginFixtures.david, into: store)
        await startLogin(in: store, auth: auth)

        store.send(.phoneChanged(LoginFixtures.ada.typedPhone)) {
            $0.phone = LoginFixtures.ada.typedPhone
            $0.avatarURL = LoginFixtures.ada.avatarURL
        }
        auth.complete(with: .success(.davidBlaine))

        await receiveSuccess(of: LoginFixtures.david, in: store)
        #expect(LoginMemory(store: keyValueStore).lastPhone() == LoginFixtures.david.phone)
    }

    @Test("L7: back on Login after the greeting, logging in again as the same person shows the greeting again")
    func loggingInAgainShowsTheGreetingAgain() async {
        let (store, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: store)
        await startLogin(in: store, auth: auth)
        auth.complete(with: .success(.davidBlaine))
        await receiveSuccess(of: LoginFixtures.david, in: store)
        // The view pushes the greeting, then says it went: the state asks to go nowhere until the next success.
        store.send(.routeFollowed) { $0.route = nil }

        await startLogin(in: store, auth: auth)
        auth.complete(with: .success(.davidBlaine))

        await receiveSuccess(of: LoginFixtures.david, in: store)
        #expect(auth.requests.count == 2)
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields",
        arguments: LoginFixtures.failures
    )
    func failureShowsTheServicesMessageAndKeepsTheFields(_ failure: ServiceFailure) async {
        let (store, auth, keyValueStore) = makeSUT()
        enter(LoginFixtures.david, into: store)

        await startLogin(in: store, auth: auth)
        auth.complete(with: .failure(failure.error))

        // The whole state: the fields as typed, the HUD gone, the message to show, and no route.
        await store.receive(.loginFailed(message: failure.message)) {
            $0.isLoggingIn = false
            $0.tip = failure.message
        }
        #expect(store.state.isLoginEnabled)
        #expect(keyValueStore.writes.isEmpty)
    }

    @Test("L8: after a failure, Login sends the same phone and code again")
    func afterAFailureLoginSendsTheSameInputAgain() async {
        let (store, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: store)
        await startLogin(in: store, auth: auth)
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await store.receive(.loginFailed(message: "The server is not responding. Please try again.")) {
            $0.isLoggingIn = false
            $0.tip = "The server is not responding. Please try again."
        }
        store.send(.tipShown) { $0.tip = nil }

        await startLogin(in: store, auth: auth)
        auth.complete(with: .success(.davidBlaine))

        await receiveSuccess(of: LoginFixtures.david, in: store)
        let request = LoginFixtures.request(for: LoginFixtures.david)
        #expect(auth.requests == [request, request])
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func openingLoginAgainPrefillsTheRememberedPhone() async {
        let keyValueStore = KeyValueStoreSpy()
        let (first, auth, _) = makeSUT(store: keyValueStore)
        enter(LoginFixtures.ada, into: first)
        await startLogin(in: first, auth: auth)
        auth.complete(with: .success(.adaLovelace))
        await receiveSuccess(of: LoginFixtures.ada, in: first)

        let (store, _, _) = makeSUT(store: keyValueStore)
        store.send(.viewDidLoad)

        await store.receive(.rememberedPhoneLoaded(LoginFixtures.ada.phone)) {
            $0.phone = "13800138000"
            $0.avatarURL = LoginFixtures.ada.avatarURL
        }
        #expect(!store.state.isLoginEnabled)
    }

    @Test("L9: with nothing remembered, Login opens with empty fields, the placeholder avatar and Login disabled")
    func withNothingRememberedLoginOpensEmpty() {
        let (store, _, _) = makeSUT()

        store.send(.viewDidLoad)

        #expect(store.state.phone.isEmpty && store.state.code.isEmpty && store.state.avatarURL == nil)
        #expect(!store.state.isLoginEnabled)
    }

    @Test("L10: released mid-request, the login is cancelled: nothing is shown, pushed or remembered")
    func releasedMidRequestCancelsTheLogin() async {
        let auth = AuthServiceSpy()
        let keyValueStore = KeyValueStoreSpy()
        let david = LoginFixtures.david
        var store: Store<LoginFeature.State, LoginFeature.Action>? = Store(
            initialState: LoginFeature.State(phone: david.typedPhone, code: david.code, avatarURL: david.avatarURL),
            reducer: LoginFeature(accounts: .demo, auth: auth, memory: LoginMemory(store: keyValueStore)).reduce
        )
        let screen = RenderRecorder({ $0 }, in: store!)
        trackForLeaks(store!, screen)
        let login = store?.send(.loginButtonTapped)
        await auth.waitForRequest()
        let statesShown = screen.rendered.count

        store = nil
        await login?.waitForEnd()

        #expect(auth.cancelledRequests == [LoginFixtures.request(for: david)])
        #expect(screen.rendered.count == statesShown)
        #expect(screen.rendered.allSatisfy { $0.tip == nil && $0.route == nil })
        #expect(keyValueStore.writes.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        store keyValueStore: KeyValueStoreSpy = KeyValueStoreSpy(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (
        store: TestStore<LoginFeature.State, LoginFeature.Action>, auth: AuthServiceSpy, keyValueStore: KeyValueStoreSpy
    ) {
        let auth = AuthServiceSpy()
        let feature = LoginFeature(accounts: .demo, auth: auth, memory: LoginMemory(store: keyValueStore))
        let store = TestStore(
            initialState: LoginFeature.State(), reducer: feature.reduce, sourceLocation: sourceLocation)
        trackForLeaks(store, sourceLocation: sourceLocation)
        return (store, auth, keyValueStore)
    }

    /// Taps Login over valid fields: the state turns to logging in, and the request reaches the auth service.
    private func startLogin(
        in store: TestStore<LoginFeature.State, LoginFeature.Action>,
        auth: AuthServiceSpy,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        store.send(.loginButtonTapped, sourceLocation: sourceLocation) { $0.isLoggingIn = true }
        await auth.waitForRequest()
    }

    /// Receives the answer to `account`'s successful login: the HUD goes, and the route is its person's greeting.
    private func receiveSuccess(
        of account: LoginFixtures.Account,
        in store: TestStore<LoginFeature.State, LoginFeature.Action>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await store.receive(.loginSucceeded(account.person, phone: account.phone), sourceLocation: sourceLocation) {
            $0.isLoggingIn = false
            $0.route = .greeting(account.person)
        }
    }

    /// Types `phone` and `code` as a user would, field by field, expecting the fields and `avatarURL` in the state.
    private func enter(
        phone: String,
        code: String,
        avatarURL: URL?,
        into store: TestStore<LoginFeature.State, LoginFeature.Action>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        store.send(.phoneChanged(phone), sourceLocation: sourceLocation) {
            $0.phone = phone
            $0.avatarURL = avatarURL
        }
        store.send(.codeChanged(code), sourceLocation: sourceLocation) { $0.code = code }
    }

    private func enter(
        _ account: LoginFixtures.Account,
        into store: TestStore<LoginFeature.State, LoginFeature.Action>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        enter(
            phone: account.typedPhone, code: account.code, avatarURL: account.avatarURL, into: store,
            sourceLocation: sourceLocation)
    }
}
