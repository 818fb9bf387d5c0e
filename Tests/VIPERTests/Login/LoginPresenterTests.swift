import Model
import TestSupport
import Testing

@testable import VIPER

/// The login spec, proven on the presenter alone: a view spy stands in for the screen, a router spy for navigation and
/// an interactor spy, completed by hand, for the use case. Where a behaviour's name also claims the use case's share —
/// a rule, what is remembered, a cancellation reaching the service — the test proves it first on the interactor alone,
/// with its service spies, as ``LoginInteractorTests`` does; the presenter's part comes second. No HeadlessUI here.
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
        // The interactor: the rule finds the known account whose valid number the phone is, or none.
        let (useCase, _, _) = makeInteractor()

        let account = useCase.account(forPhone: row.phone)

        #expect(account?.avatarURL == row.avatarURL)

        // The presenter: the avatar of the account its interactor answers for the phone, or the placeholder.
        let (presenter, view, _, interactor) = makeSUT()
        interactor.accounts[row.phone] = account

        presenter.phoneChanged(row.phone)

        #expect(view.states.last?.avatarURL == row.avatarURL)
    }

    @Test("L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth")
    func avatarFollowsThePhoneDigitByDigit() {
        let typed = LoginFixtures.typedDigitByDigit.indices.map { String(LoginFixtures.typedDigitByDigit[...$0]) }
        // The interactor: David's account for his eleven digits, none for fewer or more.
        let (useCase, _, _) = makeInteractor()

        let accounts = typed.map { useCase.account(forPhone: $0) }

        #expect(accounts.map(\.?.avatarURL) == LoginFixtures.avatarsDigitByDigit)

        // The presenter: one state per keystroke, with the avatar of the account answered for the text so far.
        let (presenter, view, _, interactor) = makeSUT()
        for (text, account) in zip(typed, accounts) {
            interactor.accounts[text] = account
        }

        for text in typed {
            presenter.phoneChanged(text)
        }

        #expect(view.states.map(\.avatarURL) == LoginFixtures.avatarsDigitByDigit)
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped() {
        let (presenter, view, _, interactor) = makeSUT()
        interactor.knows(LoginFixtures.david)
        presenter.viewDidLoad()

        presenter.fillUpTapped()

        #expect(view.fieldsSet == [LoginViewSpy.Fields(phone: "13874389438", code: "5858")])
        #expect(view.states.last == LoginViewState(avatarURL: LoginFixtures.david.avatarURL, isLoginEnabled: true))
    }

    @Test("L3: after Fill up, Login sends the demo account although no editing event came back")
    func loginAfterFillUpSendsTheDemoAccount() async {
        let (presenter, _, router, interactor) = makeSUT()
        interactor.knows(LoginFixtures.david)
        presenter.fillUpTapped()

        let login = presenter.loginButtonTapped()
        await interactor.waitForLogIn()
        interactor.completeLogIn(with: .success(.davidBlaine))
        await login?.waitForEnd()

        #expect(interactor.logInRequests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(router.greetingsShown == [.davidBlaine])
    }

    @Test("L4: an invalid phone shows a tip and sends nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneShowsATipAndSendsNothing(_ phone: OddInput) {
        // The interactor: the rule takes no number from the phone, and a login cannot be asked for without one.
        let (useCase, _, _) = makeInteractor()

        let number = useCase.mobileNumber(for: phone.text)

        #expect(number == nil)

        // The presenter: with no number from its interactor, a tip, and no login asked for.
        let (presenter, view, router, interactor) = makeSUT()
        interactor.knows(LoginFixtures.david)
        enter(phone: phone.text, code: LoginFixtures.david.code, into: presenter)

        let login = presenter.loginButtonTapped()

        #expect(login == nil)
        #expect(view.tips == [LoginFixtures.invalidPhoneTip])
        #expect(interactor.logInRequests.isEmpty)
        #expect(view.endEditingCount == 0)
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetingsShown.isEmpty)
    }

    @Test("L5: an invalid code shows a tip and sends nothing", arguments: OddInput.invalidCodes)
    func invalidCodeShowsATipAndSendsNothing(_ code: OddInput) {
        // The interactor: the rule takes no verification code from the code, and a login cannot be asked for without
        // one.
        let (useCase, _, _) = makeInteractor()

        let verificationCode = useCase.verificationCode(for: code.text)

        #expect(verificationCode == nil)

        // The presenter: with no code from its interactor, a tip, and no login asked for.
        let (presenter, view, router, interactor) = makeSUT()
        interactor.knows(LoginFixtures.david)
        enter(phone: LoginFixtures.david.typedPhone, code: code.text, into: presenter)

        let login = presenter.loginButtonTapped()

        #expect(login == nil)
        #expect(view.tips == [LoginFixtures.invalidCodeTip])
        #expect(interactor.logInRequests.isEmpty)
        #expect(view.endEditingCount == 0)
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetingsShown.isEmpty)
    }

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func whileLoggingInTheScreenShowsItIsBusy() async {
        let (presenter, view, _, interactor) = makeSUT()
        interactor.knows(LoginFixtures.david)
        enter(LoginFixtures.david, into: presenter)

        let login = presenter.loginButtonTapped()
        await interactor.waitForLogIn()

        #expect(view.endEditingCount == 1)
        #expect(
            view.states.last
                == LoginViewState(
                    avatarURL: LoginFixtures.david.avatarURL,
                    isLoginEnabled: false,
                    loadingMessage: LoginFixtures.loadingMessage
                )
        )
        #expect(interactor.logInRequests == [LoginFixtures.request(for: LoginFixtures.david)])
        interactor.completeLogIn(with: .success(.davidBlaine))
        await login?.waitForEnd()
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let (presenter, view, router, interactor) = makeSUT()
        interactor.knows(LoginFixtures.david)
        enter(LoginFixtures.david, into: presenter)

        let first = presenter.loginButtonTapped()
        await interactor.waitForLogIn()
        let second = presenter.loginButtonTapped()
        interactor.completeLogIn(with: .success(.davidBlaine))
        await first?.waitForEnd()

        // The presenter refuses the tap itself, not only through the disabled button: the use case keeps no flag.
        #expect(second == nil)
        #expect(interactor.logInRequests.count == 1)
        #expect(view.endEditingCount == 1)
        #expect(router.greetingsShown == [.davidBlaine])
    }

    @Test("L6: typing while logging in keeps login disabled until the request ends")
    func typingWhileLoggingInKeepsLoginDisabled() async {
        let (presenter, view, _, interactor) = makeSUT()
        interactor.knows(LoginFixtures.david)
        enter(LoginFixtures.david, into: presenter)
        let login = presenter.loginButtonTapped()
        await interactor.waitForLogIn()

        presenter.codeChanged("585")

        #expect(view.states.last?.isLoginEnabled == false)
        #expect(view.states.last?.loadingMessage == LoginFixtures.loadingMessage)
        interactor.completeLogIn(with: .failure(AuthError.incorrectCode))
        await login?.waitForEnd()
        #expect(view.states.last?.isLoginEnabled == true)
    }

    @Test(
        "L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting",
        arguments: LoginFixtures.accounts
    )
    func successRemembersThePhoneAndShowsThePersonsGreeting(_ account: LoginFixtures.Account) async {
        // The interactor: a login the service accepts remembers the phone, never the code, and reports the person.
        let store = KeyValueStoreSpy()
        let (useCase, output, auth) = makeInteractor(store: store)
        let request = LoginFixtures.request(for: account)

        let run = Task { await useCase.logIn(phone: request.phone, code: request.code) }
        await auth.waitForRequest()
        auth.complete(with: .success(account.person))
        await run.waitForEnd()

        #expect(LoginMemory(store: store).lastPhone() == account.phone)
        #expect(store.writes.count == 1)
        #expect(store.writes.allSatisfy { !$0.contains(account.code) })
        #expect(output.reports == [.loginSucceeded(account.person)])

        // The presenter: that report hides the HUD and shows the person's greeting.
        let (presenter, view, router, interactor) = makeSUT()
        interactor.knows(account)
        enter(account, into: presenter)

        let login = presenter.loginButtonTapped()
        await interactor.waitForLogIn()
        interactor.completeLogIn(with: .success(account.person))
        await login?.waitForEnd()

        #expect(interactor.logInRequests == [request])
        #expect(view.states.last == LoginViewState(avatarURL: account.avatarURL, isLoginEnabled: true))
        #expect(router.greetingsShown == [account.person])
        #expect(view.tips.isEmpty)
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields", arguments: LoginFixtures.failures
    )
    func failureShowsTheServicesMessageAndKeepsTheFields(_ failure: ServiceFailure) async {
        let (presenter, view, router, interactor) = makeSUT()
        interactor.knows(LoginFixtures.david)
        enter(LoginFixtures.david, into: presenter)

        let login = presenter.loginButtonTapped()
        await interactor.waitForLogIn()
        interactor.completeLogIn(with: .failure(failure.error))
        await login?.waitForEnd()

        #expect(view.states.last == LoginViewState(avatarURL: LoginFixtures.david.avatarURL, isLoginEnabled: true))
        #expect(view.tips == [failure.message])
        #expect(view.fieldsSet.isEmpty)
        #expect(router.greetingsShown.isEmpty)
    }

    @Test("L8: after a failure, Login sends the same phone and code again")
    func afterAFailureLoginSendsTheSameInputAgain() async {
        let (presenter, view, router, interactor) = makeSUT()
        interactor.knows(LoginFixtures.david)
        enter(LoginFixtures.david, into: presenter)
        let first = presenter.loginButtonTapped()
        await interactor.waitForLogIn()
        interactor.completeLogIn(with: .failure(AuthError.serverNotResponding))
        await first?.waitForEnd()

        let second = presenter.loginButtonTapped()
        await interactor.waitForLogIn()
        interactor.completeLogIn(with: .success(.davidBlaine))
        await second?.waitForEnd()

        let request = LoginFixtures.request(for: LoginFixtures.david)
        #expect(interactor.logInRequests == [request, request])
        #expect(view.tips == ["The server is not responding. Please try again."])
        #expect(router.greetingsShown == [.davidBlaine])
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func openingLoginAgainPrefillsTheRememberedPhone() {
        // The interactor: the phone its memory keeps, and that phone's account.
        let store = KeyValueStoreSpy()
        LoginMemory(store: store).remember(LoginFixtures.ada.phone)
        let (useCase, _, _) = makeInteractor(store: store)

        let remembered = useCase.rememberedPhone()
        let account = useCase.account(forPhone: LoginFixtures.ada.phone.digits)

        #expect(remembered == LoginFixtures.ada.phone)
        #expect(account?.avatarURL == LoginFixtures.ada.avatarURL)

        // The presenter: opening, it puts the remembered phone in the field, as text set in code, with its avatar.
        let (presenter, view, _, interactor) = makeSUT()
        interactor.remembered = remembered
        interactor.accounts[LoginFixtures.ada.phone.digits] = account

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
        // The interactor: its login cancelled mid-request cancels the service's request, and reports and remembers
        // nothing.
        let store = KeyValueStoreSpy()
        let (useCase, output, auth) = makeInteractor(store: store)
        let request = LoginFixtures.request(for: LoginFixtures.david)
        let run = Task { await useCase.logIn(phone: request.phone, code: request.code) }
        await auth.waitForRequest()

        run.cancel()
        await run.waitForEnd()

        #expect(auth.cancelledRequests == [request])
        #expect(output.reports.isEmpty)
        #expect(store.writes.isEmpty)

        // The presenter: released mid-request, it cancels the login it owns, and nothing more is shown or pushed.
        var (presenter, view, router, interactor): (LoginPresenter?, _, _, _) = makeSUT()
        interactor.knows(LoginFixtures.david)
        presenter?.phoneChanged(LoginFixtures.david.typedPhone)
        presenter?.codeChanged(LoginFixtures.david.code)
        let login = presenter?.loginButtonTapped()
        await interactor.waitForLogIn()
        let statesShown = view.states.count

        presenter = nil
        await login?.waitForEnd()

        #expect(interactor.cancelledLogIns == [request])
        #expect(view.states.count == statesShown)
        #expect(view.tips.isEmpty)
        #expect(router.greetingsShown.isEmpty)
    }

    // MARK: - Private

    /// The presenter with its doubles, wired as the module wires the real roles: the presenter is its interactor's
    /// output.
    private func makeSUT() -> (
        presenter: LoginPresenter, view: LoginViewSpy, router: LoginRouterSpy, interactor: LoginInteractorSpy
    ) {
        let interactor = LoginInteractorSpy()
        let router = LoginRouterSpy()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let view = LoginViewSpy()
        presenter.view = view
        interactor.output = presenter
        trackForLeaks(presenter, view, router, interactor)
        return (presenter, view, router, interactor)
    }

    /// The use case alone over the demo accounts, an auth spy and `store`, reporting to an output spy: the
    /// interactor's share of a behaviour.
    private func makeInteractor(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (interactor: LoginInteractor, output: LoginInteractorOutputSpy, auth: AuthServiceSpy) {
        let auth = AuthServiceSpy()
        let interactor = LoginInteractor(accounts: .demo, auth: auth, memory: LoginMemory(store: store))
        let output = LoginInteractorOutputSpy()
        interactor.output = output
        trackForLeaks(interactor, output)
        return (interactor, output, auth)
    }

    private func enter(phone: String, code: String, into presenter: LoginPresenter) {
        presenter.phoneChanged(phone)
        presenter.codeChanged(code)
    }

    private func enter(_ account: LoginFixtures.Account, into presenter: LoginPresenter) {
        enter(phone: account.typedPhone, code: account.code, into: presenter)
    }
}
