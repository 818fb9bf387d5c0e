import Model
import TestSupport
import Testing

@testable import MVP

/// The login spec, proven on the presenter alone: a view spy stands in for the screen, a router spy for navigation
/// and an auth spy, completed by hand, for the server. No HeadlessUI here — that is the point of MVP.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginPresenterTests: LoginSpec {
    @Test("L1: login is enabled exactly when both fields are non-empty", arguments: LoginFixtures.enabledRule)
    func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(_ row: LoginFixtures.FieldsRow) {
        let (presenter, view, _, _) = makeSUT()
        presenter.viewDidLoad()

        enter(phone: row.phone, code: row.code, into: presenter)

        #expect(view.states.last?.isLoginEnabled == row.isLoginEnabled)
    }

    @Test("L2: the avatar shows while the phone is a known account's valid number", arguments: LoginFixtures.avatarRule)
    func avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(_ row: LoginFixtures.AvatarRow) {
        let (presenter, view, _, _) = makeSUT()

        presenter.phoneChanged(row.phone)

        #expect(view.states.last?.avatarURL == row.avatarURL)
    }

    @Test("L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth")
    func avatarFollowsThePhoneDigitByDigit() {
        let (presenter, view, _, _) = makeSUT()
        var typed = ""

        for digit in LoginFixtures.typedDigitByDigit {
            typed.append(digit)
            presenter.phoneChanged(typed)
        }

        #expect(view.states.map(\.avatarURL) == LoginFixtures.avatarsDigitByDigit)
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped() {
        let (presenter, view, _, _) = makeSUT()
        presenter.viewDidLoad()

        presenter.fillUpTapped()

        #expect(view.fieldsSet == [LoginViewSpy.Fields(phone: "13874389438", code: "5858")])
        #expect(view.states.last == LoginViewState(avatarURL: LoginFixtures.david.avatarURL, isLoginEnabled: true))
    }

    @Test("L3: after Fill up, Login sends the demo account although no editing event came back")
    func loginAfterFillUpSendsTheDemoAccount() async {
        let (presenter, _, router, auth) = makeSUT()
        presenter.fillUpTapped()

        let login = presenter.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()

        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(router.greetingsShown == [.davidBlaine])
    }

    @Test("L4: an invalid phone shows a tip and sends nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneShowsATipAndSendsNothing(_ phone: OddInput) {
        let (presenter, view, router, auth) = makeSUT()
        enter(phone: phone.text, code: LoginFixtures.david.code, into: presenter)

        let login = presenter.loginButtonTapped()

        #expect(login == nil)
        #expect(view.tips == [LoginFixtures.invalidPhoneTip])
        #expect(auth.requests.isEmpty)
        #expect(view.endEditingCount == 0)
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetingsShown.isEmpty)
    }

    @Test("L5: an invalid code shows a tip and sends nothing", arguments: OddInput.invalidCodes)
    func invalidCodeShowsATipAndSendsNothing(_ code: OddInput) {
        let (presenter, view, router, auth) = makeSUT()
        enter(phone: LoginFixtures.david.typedPhone, code: code.text, into: presenter)

        let login = presenter.loginButtonTapped()

        #expect(login == nil)
        #expect(view.tips == [LoginFixtures.invalidCodeTip])
        #expect(auth.requests.isEmpty)
        #expect(view.endEditingCount == 0)
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetingsShown.isEmpty)
    }

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func whileLoggingInTheScreenShowsItIsBusy() async {
        let (presenter, view, _, auth) = makeSUT()
        enter(LoginFixtures.david, into: presenter)

        let login = presenter.loginButtonTapped()
        await auth.waitForRequest()

        #expect(view.endEditingCount == 1)
        #expect(
            view.states.last
                == LoginViewState(
                    avatarURL: LoginFixtures.david.avatarURL,
                    isLoginEnabled: false,
                    loadingMessage: LoginFixtures.loadingMessage
                )
        )
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let (presenter, view, router, auth) = makeSUT()
        enter(LoginFixtures.david, into: presenter)

        let first = presenter.loginButtonTapped()
        await auth.waitForRequest()
        let second = presenter.loginButtonTapped()
        auth.complete(with: .success(.davidBlaine))
        await first?.waitForEnd()

        // The presenter refuses the tap itself, not only through the disabled button.
        #expect(second == nil)
        #expect(auth.requests.count == 1)
        #expect(view.endEditingCount == 1)
        #expect(router.greetingsShown == [.davidBlaine])
    }

    @Test("L6: typing while logging in keeps login disabled until the request ends")
    func typingWhileLoggingInKeepsLoginDisabled() async {
        let (presenter, view, _, auth) = makeSUT()
        enter(LoginFixtures.david, into: presenter)
        let login = presenter.loginButtonTapped()
        await auth.waitForRequest()

        presenter.codeChanged("585")

        #expect(view.states.last?.isLoginEnabled == false)
        #expect(view.states.last?.loadingMessage == LoginFixtures.loadingMessage)
        auth.complete(with: .failure(AuthError.incorrectCode))
        await login?.waitForEnd()
        #expect(view.states.last?.isLoginEnabled == true)
    }

    @Test(
        "L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting",
        arguments: LoginFixtures.accounts
    )
    func successRemembersThePhoneAndShowsThePersonsGreeting(_ account: LoginFixtures.Account) async {
        let store = KeyValueStoreSpy()
        let (presenter, view, router, auth) = makeSUT(store: store)
        enter(account, into: presenter)

        let login = presenter.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(account.person))
        await login?.waitForEnd()

        #expect(view.states.last == LoginViewState(avatarURL: account.avatarURL, isLoginEnabled: true))
        #expect(LoginMemory(store: store).lastPhone() == account.phone)
        #expect(store.writes.count == 1)
        #expect(store.writes.allSatisfy { !$0.contains(account.code) })
        #expect(router.greetingsShown == [account.person])
        #expect(view.tips.isEmpty)
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields", arguments: LoginFixtures.failures
    )
    func failureShowsTheServicesMessageAndKeepsTheFields(_ failure: ServiceFailure) async {
        let store = KeyValueStoreSpy()
        let (presenter, view, router, auth) = makeSUT(store: store)
        enter(LoginFixtures.david, into: presenter)

        let login = presenter.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .failure(failure.error))
        await login?.waitForEnd()

        #expect(view.states.last == LoginViewState(avatarURL: LoginFixtures.david.avatarURL, isLoginEnabled: true))
        #expect(view.tips == [failure.message])
        #expect(view.fieldsSet.isEmpty)
        #expect(store.writes.isEmpty)
        #expect(router.greetingsShown.isEmpty)
    }

    @Test("L8: after a failure, Login sends the same phone and code again")
    func afterAFailureLoginSendsTheSameInputAgain() async {
        let (presenter, view, router, auth) = makeSUT()
        enter(LoginFixtures.david, into: presenter)
        let first = presenter.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await first?.waitForEnd()

        let second = presenter.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await second?.waitForEnd()

        let request = LoginFixtures.request(for: LoginFixtures.david)
        #expect(auth.requests == [request, request])
        #expect(view.tips == ["The server is not responding. Please try again."])
        #expect(router.greetingsShown == [.davidBlaine])
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func openingLoginAgainPrefillsTheRememberedPhone() async {
        let store = KeyValueStoreSpy()
        let (first, _, _, auth) = makeSUT(store: store)
        enter(LoginFixtures.ada, into: first)
        let login = first.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.adaLovelace))
        await login?.waitForEnd()

        let (presenter, view, _, _) = makeSUT(store: store)
        presenter.viewDidLoad()

        #expect(view.fieldsSet == [LoginViewSpy.Fields(phone: "13800138000", code: "")])
        #expect(view.states == [LoginViewState(avatarURL: LoginFixtures.ada.avatarURL, isLoginEnabled: false)])
    }

    @Test("L9: with nothing remembered, Login opens with empty fields, the placeholder avatar and Login disabled")
    func withNothingRememberedLoginOpensEmpty() {
        let (presenter, view, _, _) = makeSUT()

        presenter.viewDidLoad()

        #expect(view.fieldsSet.isEmpty)
        #expect(view.states == [LoginViewState(avatarURL: nil, isLoginEnabled: false)])
    }

    @Test("L10: released mid-request, the login is cancelled: nothing is shown, pushed or remembered")
    func releasedMidRequestCancelsTheLogin() async {
        let store = KeyValueStoreSpy()
        var (presenter, view, router, auth): (LoginPresenter?, _, _, _) = makeSUT(store: store)
        presenter?.phoneChanged(LoginFixtures.david.typedPhone)
        presenter?.codeChanged(LoginFixtures.david.code)
        let login = presenter?.loginButtonTapped()
        await auth.waitForRequest()
        let statesShown = view.states.count

        presenter = nil
        await login?.waitForEnd()

        #expect(auth.cancelledRequests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(view.states.count == statesShown)
        #expect(view.tips.isEmpty)
        #expect(router.greetingsShown.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("L10: an answer that comes after the screen was released is dropped: nothing is shown, pushed or remembered")
    func lateAnswerAfterReleaseChangesNothing() async {
        let store = KeyValueStoreSpy()
        var (presenter, view, router, auth): (LoginPresenter?, _, _, _) = makeSUT(store: store)
        presenter?.phoneChanged(LoginFixtures.david.typedPhone)
        presenter?.codeChanged(LoginFixtures.david.code)
        let login = presenter?.loginButtonTapped()
        await auth.waitForRequest()
        let statesShown = view.states.count

        presenter = nil
        // The cancellation reaches the spy after a hop: this answer is already on its way, as a server's can be.
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()

        #expect(view.states.count == statesShown)
        #expect(view.tips.isEmpty)
        #expect(router.greetingsShown.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("L10: the presenter holds its screen weakly: a released screen is freed while the presenter lives")
    func presenterHoldsItsScreenWeakly() {
        // The view spy is dropped at once: only the presenter could keep it, as it would keep the screen that owns it
        // in a cycle.
        let (presenter, _, _, _) = makeSUT()

        #expect(presenter.view == nil)
    }

    // MARK: - Private

    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (presenter: LoginPresenter, view: LoginViewSpy, router: LoginRouterSpy, auth: AuthServiceSpy) {
        let auth = AuthServiceSpy()
        let router = LoginRouterSpy()
        let presenter = LoginPresenter(accounts: .demo, auth: auth, memory: LoginMemory(store: store), router: router)
        let view = LoginViewSpy()
        presenter.view = view
        trackForLeaks(presenter, view, router)
        return (presenter, view, router, auth)
    }

    private func enter(phone: String, code: String, into presenter: LoginPresenter) {
        presenter.phoneChanged(phone)
        presenter.codeChanged(code)
    }

    private func enter(_ account: LoginFixtures.Account, into presenter: LoginPresenter) {
        enter(phone: account.typedPhone, code: account.code, into: presenter)
    }
}
