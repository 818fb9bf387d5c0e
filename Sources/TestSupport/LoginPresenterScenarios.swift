import Model
import Testing

/// The login spec (L1–L10) written once for every presenter that passes it: MVP's presenter, and VIPER's presenter
/// over its real interactor.
///
/// A suite creates it with its own `makeSUT` — the presenter over an ``AuthServiceSpy`` and a store, with a
/// ``LoginViewRecorder`` as its view and a ``LoginRouterRecorder`` as its router — and each of its ``LoginSpec``
/// tests is one call to the scenario of the same name. The auth spy is completed by hand; every wait is on the task
/// the presenter returns.
@MainActor
public struct LoginPresenterScenarios<Presenter: LoginPresenterInputs, State: LoginViewStateProtocol> {
    /// A presenter under test and the doubles around it.
    public typealias SUT = (
        presenter: Presenter, view: LoginViewRecorder<State>, router: LoginRouterRecorder, auth: AuthServiceSpy
    )

    private let makeSUT: @MainActor (KeyValueStoreSpy) -> SUT

    /// Scenarios over the presenters `makeSUT` builds over a store.
    public init(makeSUT: @escaping @MainActor (_ store: KeyValueStoreSpy) -> SUT) {
        self.makeSUT = makeSUT
    }

    /// L1: after the row's text reaches the presenter, the last state enables Login exactly as the row says.
    public func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(_ row: LoginFixtures.FieldsRow) {
        let (presenter, view, _, _) = makeSUT(KeyValueStoreSpy())
        presenter.viewDidLoad()

        enter(phone: row.phone, code: row.code, into: presenter)

        #expect(view.states.last?.isLoginEnabled == row.isLoginEnabled)
    }

    /// L2: after the row's phone reaches the presenter, the last state shows the row's avatar.
    public func avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(_ row: LoginFixtures.AvatarRow) {
        let (presenter, view, _, _) = makeSUT(KeyValueStoreSpy())

        presenter.phoneChanged(row.phone)

        #expect(view.states.last?.avatarURL == row.avatarURL)
    }

    /// L2, keystroke by keystroke: one state per edit, with the avatar only while the number is David's.
    public func avatarFollowsThePhoneDigitByDigit() {
        let (presenter, view, _, _) = makeSUT(KeyValueStoreSpy())
        var typed = ""

        for digit in LoginFixtures.typedDigitByDigit {
            typed.append(digit)
            presenter.phoneChanged(typed)
        }

        #expect(view.states.map(\.avatarURL) == LoginFixtures.avatarsDigitByDigit)
    }

    /// L3: Fill up sets both fields in code and renders the state typing them would have, without waiting for an
    /// editing event.
    public func fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped() {
        let (presenter, view, _, _) = makeSUT(KeyValueStoreSpy())
        presenter.viewDidLoad()

        presenter.fillUpTapped()

        #expect(view.fieldsSet == [.init(phone: "13874389438", code: "5858")])
        #expect(view.states.last == State(avatarURL: LoginFixtures.david.avatarURL, isLoginEnabled: true))
    }

    /// L3: after Fill up, Login sends the demo account: the presenter kept its own copy of the text it set in code.
    public func loginAfterFillUpSendsTheDemoAccount() async {
        let (presenter, _, router, auth) = makeSUT(KeyValueStoreSpy())
        presenter.fillUpTapped()

        let login = presenter.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()

        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(router.greetingsShown == [.davidBlaine])
    }

    /// L4: an invalid phone shows its tip, and no request, no busy state and no route follow.
    public func invalidPhoneShowsATipAndSendsNothing(_ phone: OddInput) {
        let (presenter, view, router, auth) = makeSUT(KeyValueStoreSpy())
        enter(phone: phone.text, code: LoginFixtures.david.code, into: presenter)

        let login = presenter.loginButtonTapped()

        #expect(login == nil)
        #expect(view.tips == [LoginFixtures.invalidPhoneTip])
        #expect(auth.requests.isEmpty)
        #expect(view.endEditingCount == 0)
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetingsShown.isEmpty)
    }

    /// L5: an invalid code shows its tip, and no request, no busy state and no route follow.
    public func invalidCodeShowsATipAndSendsNothing(_ code: OddInput) {
        let (presenter, view, router, auth) = makeSUT(KeyValueStoreSpy())
        enter(phone: LoginFixtures.david.typedPhone, code: code.text, into: presenter)

        let login = presenter.loginButtonTapped()

        #expect(login == nil)
        #expect(view.tips == [LoginFixtures.invalidCodeTip])
        #expect(auth.requests.isEmpty)
        #expect(view.endEditingCount == 0)
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetingsShown.isEmpty)
    }

    /// L6: while the auth spy holds the request, the fields have ended editing and the state is the busy one.
    public func whileLoggingInTheScreenShowsItIsBusy() async {
        let (presenter, view, _, auth) = makeSUT(KeyValueStoreSpy())
        enter(LoginFixtures.david, into: presenter)

        let login = presenter.loginButtonTapped()
        await auth.waitForRequest()

        #expect(view.endEditingCount == 1)
        #expect(
            view.states.last
                == State(
                    avatarURL: LoginFixtures.david.avatarURL,
                    isLoginEnabled: false,
                    loadingMessage: LoginFixtures.loadingMessage
                )
        )
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()
    }

    /// L6: the presenter refuses a second tap itself (it returns nil), not only through the disabled button.
    public func secondTapWhileLoggingInSendsNothing() async {
        let (presenter, view, router, auth) = makeSUT(KeyValueStoreSpy())
        enter(LoginFixtures.david, into: presenter)

        let first = presenter.loginButtonTapped()
        await auth.waitForRequest()
        let second = presenter.loginButtonTapped()
        auth.complete(with: .success(.davidBlaine))
        await first?.waitForEnd()

        #expect(second == nil)
        #expect(auth.requests.count == 1)
        #expect(view.endEditingCount == 1)
        #expect(router.greetingsShown == [.davidBlaine])
    }

    /// L6: an edit during the login renders a state that keeps Login disabled and the HUD up, until the login ends.
    public func typingWhileLoggingInKeepsLoginDisabled() async {
        let (presenter, view, _, auth) = makeSUT(KeyValueStoreSpy())
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

    /// L7: a success ends the busy state, writes only the phone to the store, and routes to the person's greeting.
    public func successRemembersThePhoneAndShowsThePersonsGreeting(_ account: LoginFixtures.Account) async {
        let store = KeyValueStoreSpy()
        let (presenter, view, router, auth) = makeSUT(store)
        enter(account, into: presenter)

        let login = presenter.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(account.person))
        await login?.waitForEnd()

        #expect(view.states.last == State(avatarURL: account.avatarURL, isLoginEnabled: true))
        #expect(LoginMemory(store: store).lastPhone() == account.phone)
        #expect(store.writes.count == 1)
        #expect(store.writes.allSatisfy { !$0.contains(account.code) })
        #expect(router.greetingsShown == [account.person])
        #expect(view.tips.isEmpty)
    }

    /// L8: a failure ends the busy state, shows the service's message, and leaves the fields and the store alone.
    public func failureShowsTheServicesMessageAndKeepsTheFields(_ failure: ServiceFailure) async {
        let store = KeyValueStoreSpy()
        let (presenter, view, router, auth) = makeSUT(store)
        enter(LoginFixtures.david, into: presenter)

        let login = presenter.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .failure(failure.error))
        await login?.waitForEnd()

        #expect(view.states.last == State(avatarURL: LoginFixtures.david.avatarURL, isLoginEnabled: true))
        #expect(view.tips == [failure.message])
        #expect(view.fieldsSet.isEmpty)
        #expect(store.writes.isEmpty)
        #expect(router.greetingsShown.isEmpty)
    }

    /// L8: after a failure, a second tap sends the same request again and can succeed.
    public func afterAFailureLoginSendsTheSameInputAgain() async {
        let (presenter, view, router, auth) = makeSUT(KeyValueStoreSpy())
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

    /// L9: a second presenter over the store a first one's login wrote pre-fills the phone and shows its avatar.
    public func openingLoginAgainPrefillsTheRememberedPhone() async {
        let store = KeyValueStoreSpy()
        let (first, _, _, auth) = makeSUT(store)
        enter(LoginFixtures.ada, into: first)
        let login = first.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.adaLovelace))
        await login?.waitForEnd()

        let (presenter, view, _, _) = makeSUT(store)
        presenter.viewDidLoad()

        #expect(view.fieldsSet == [.init(phone: "13800138000", code: "")])
        #expect(view.states == [State(avatarURL: LoginFixtures.ada.avatarURL, isLoginEnabled: false)])
    }

    /// L9: over an empty store, the first state has the placeholder avatar and Login disabled, and no field is set.
    public func withNothingRememberedLoginOpensEmpty() {
        let (presenter, view, _, _) = makeSUT(KeyValueStoreSpy())

        presenter.viewDidLoad()

        #expect(view.fieldsSet.isEmpty)
        #expect(view.states == [State(avatarURL: nil, isLoginEnabled: false)])
    }

    /// L10: the presenter goes while the auth spy holds the request; waiting on the login it returned shows the
    /// request was cancelled and nothing followed.
    public func releasedMidRequestCancelsTheLogin() async {
        let store = KeyValueStoreSpy()
        var (presenter, view, router, auth): (Presenter?, _, _, _) = makeSUT(store)
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

    /// L10: the presenter goes and the server's answer comes before the cancellation reaches it — a late answer, as a
    /// response already on its way would be: nothing is shown, pushed or remembered.
    public func lateAnswerAfterReleaseChangesNothing() async {
        let store = KeyValueStoreSpy()
        var (presenter, view, router, auth): (Presenter?, _, _, _) = makeSUT(store)
        presenter?.phoneChanged(LoginFixtures.david.typedPhone)
        presenter?.codeChanged(LoginFixtures.david.code)
        let login = presenter?.loginButtonTapped()
        await auth.waitForRequest()
        let statesShown = view.states.count

        presenter = nil
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()

        #expect(view.states.count == statesShown)
        #expect(view.tips.isEmpty)
        #expect(router.greetingsShown.isEmpty)
        #expect(store.writes.isEmpty)
    }

    // MARK: - Private

    private func enter(phone: String, code: String, into presenter: Presenter) {
        presenter.phoneChanged(phone)
        presenter.codeChanged(code)
    }

    private func enter(_ account: LoginFixtures.Account, into presenter: Presenter) {
        enter(phone: account.typedPhone, code: account.code, into: presenter)
    }
}
