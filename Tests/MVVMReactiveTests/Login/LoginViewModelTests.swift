import Foundation
import Model
import TestSupport
import Testing

@testable import MVVMReactive

/// The login spec, proven on the view model alone: its inputs are set as the field bindings would set them, its
/// outputs recorded as the widget bindings would receive them, and an auth spy, completed by hand, stands in for the
/// server. No HeadlessUI here.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginViewModelTests: LoginSpec {
    @Test("L1: login is enabled exactly when both fields are non-empty", arguments: LoginFixtures.enabledRule)
    func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(_ row: LoginFixtures.FieldsRow) {
        let (viewModel, recorder, _, _) = makeSUT()
        viewModel.viewDidLoad()

        enter(phone: row.phone, code: row.code, into: viewModel)

        #expect(recorder.isLoginEnabled.last == row.isLoginEnabled)
    }

    @Test("L2: the avatar shows while the phone is a known account's valid number", arguments: LoginFixtures.avatarRule)
    func avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(_ row: LoginFixtures.AvatarRow) {
        let (viewModel, recorder, _, _) = makeSUT()

        viewModel.phone.value = row.phone

        #expect(recorder.avatarURLs.last == row.avatarURL)
    }

    @Test("L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth")
    func avatarFollowsThePhoneDigitByDigit() {
        let (viewModel, recorder, _, _) = makeSUT()
        var typed = ""
        var shown: [URL?] = []

        for digit in LoginFixtures.typedDigitByDigit {
            typed.append(digit)
            viewModel.phone.value = typed
            shown.append(recorder.avatarURLs.last ?? nil)
        }

        #expect(shown == LoginFixtures.avatarsDigitByDigit)
        #expect(recorder.avatarURLs == [nil, LoginFixtures.david.avatarURL, nil])
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped() {
        let (viewModel, recorder, _, _) = makeSUT()
        viewModel.viewDidLoad()

        viewModel.fillUpTapped()

        #expect(viewModel.phone.value == "13874389438")
        #expect(viewModel.code.value == "5858")
        #expect(recorder.avatarURLs.last == LoginFixtures.david.avatarURL)
        #expect(recorder.isLoginEnabled.last == true)
    }

    @Test("L3: after Fill up, Login sends the demo account although no editing event came back")
    func loginAfterFillUpSendsTheDemoAccount() async {
        let (viewModel, recorder, auth, _) = makeSUT()
        viewModel.fillUpTapped()

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()

        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(recorder.loggedIn == [.davidBlaine])
    }

    @Test("L4: an invalid phone shows a tip and sends nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneShowsATipAndSendsNothing(_ phone: OddInput) {
        let (viewModel, recorder, auth, _) = makeSUT()
        enter(phone: phone.text, code: LoginFixtures.david.code, into: viewModel)

        let login = viewModel.loginButtonTapped()

        #expect(login == nil)
        #expect(recorder.tips == [LoginFixtures.invalidPhoneTip])
        #expect(auth.requests.isEmpty)
        #expect(recorder.endEditingCount == 0)
        #expect(recorder.loadingMessages.allSatisfy { $0 == nil })
        #expect(recorder.loggedIn.isEmpty)
    }

    @Test("L5: an invalid code shows a tip and sends nothing", arguments: OddInput.invalidCodes)
    func invalidCodeShowsATipAndSendsNothing(_ code: OddInput) {
        let (viewModel, recorder, auth, _) = makeSUT()
        enter(phone: LoginFixtures.david.typedPhone, code: code.text, into: viewModel)

        let login = viewModel.loginButtonTapped()

        #expect(login == nil)
        #expect(recorder.tips == [LoginFixtures.invalidCodeTip])
        #expect(auth.requests.isEmpty)
        #expect(recorder.endEditingCount == 0)
        #expect(recorder.loadingMessages.allSatisfy { $0 == nil })
        #expect(recorder.loggedIn.isEmpty)
    }

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func whileLoggingInTheScreenShowsItIsBusy() async {
        let (viewModel, recorder, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()

        #expect(recorder.endEditingCount == 1)
        #expect(recorder.avatarURLs.last == LoginFixtures.david.avatarURL)
        #expect(recorder.isLoginEnabled.last == false)
        #expect(recorder.loadingMessages.last == LoginFixtures.loadingMessage)
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.david)])
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let (viewModel, recorder, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)

        let first = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        let second = viewModel.loginButtonTapped()
        auth.complete(with: .success(.davidBlaine))
        await first?.waitForEnd()

        #expect(second == nil)
        #expect(auth.requests.count == 1)
        #expect(recorder.endEditingCount == 1)
        #expect(recorder.loggedIn == [.davidBlaine])
    }

    @Test("L6: typing while logging in keeps login disabled until the request ends")
    func typingWhileLoggingInKeepsLoginDisabled() async {
        let (viewModel, recorder, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)
        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()

        viewModel.code.value = "585"

        #expect(recorder.isLoginEnabled.last == false)
        #expect(recorder.loadingMessages.last == LoginFixtures.loadingMessage)
        auth.complete(with: .failure(AuthError.incorrectCode))
        await login?.waitForEnd()
        #expect(recorder.isLoginEnabled.last == true)
    }

    @Test(
        "L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting",
        arguments: LoginFixtures.accounts
    )
    func successRemembersThePhoneAndShowsThePersonsGreeting(_ account: LoginFixtures.Account) async {
        let (viewModel, recorder, auth, store) = makeSUT()
        enter(account, into: viewModel)

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(account.person))
        await login?.waitForEnd()

        #expect(recorder.loadingMessages.last == .some(nil))
        #expect(recorder.isLoginEnabled.last == true)
        #expect(recorder.avatarURLs.last == account.avatarURL)
        #expect(LoginMemory(store: store).lastPhone() == account.phone)
        #expect(store.writes.count == 1)
        #expect(store.writes.allSatisfy { !$0.contains(account.code) })
        #expect(recorder.loggedIn == [account.person])
        #expect(recorder.tips.isEmpty)
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields", arguments: LoginFixtures.failures
    )
    func failureShowsTheServicesMessageAndKeepsTheFields(_ failure: ServiceFailure) async {
        let (viewModel, recorder, auth, store) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)

        let login = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .failure(failure.error))
        await login?.waitForEnd()

        #expect(recorder.loadingMessages.last == .some(nil))
        #expect(recorder.isLoginEnabled.last == true)
        #expect(recorder.tips == [failure.message])
        #expect(viewModel.phone.value == LoginFixtures.david.typedPhone)
        #expect(viewModel.code.value == LoginFixtures.david.code)
        #expect(store.writes.isEmpty)
        #expect(recorder.loggedIn.isEmpty)
    }

    @Test("L8: after a failure, Login sends the same phone and code again")
    func afterAFailureLoginSendsTheSameInputAgain() async {
        let (viewModel, recorder, auth, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel)
        let first = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .failure(AuthError.serverNotResponding))
        await first?.waitForEnd()

        let second = viewModel.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await second?.waitForEnd()

        let request = LoginFixtures.request(for: LoginFixtures.david)
        #expect(auth.requests == [request, request])
        #expect(recorder.tips == ["The server is not responding. Please try again."])
        #expect(recorder.loggedIn == [.davidBlaine])
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func openingLoginAgainPrefillsTheRememberedPhone() async {
        let store = KeyValueStoreSpy()
        let (first, _, auth, _) = makeSUT(store: store)
        enter(LoginFixtures.ada, into: first)
        let login = first.loginButtonTapped()
        await auth.waitForRequest()
        auth.complete(with: .success(.adaLovelace))
        await login?.waitForEnd()

        let (viewModel, recorder, _, _) = makeSUT(store: store)
        viewModel.viewDidLoad()

        #expect(viewModel.phone.value == "13800138000")
        #expect(viewModel.code.value == "")
        #expect(recorder.avatarURLs.last == LoginFixtures.ada.avatarURL)
        #expect(recorder.isLoginEnabled.last == false)
    }

    @Test("L9: with nothing remembered, Login opens with empty fields, the placeholder avatar and Login disabled")
    func withNothingRememberedLoginOpensEmpty() {
        let (viewModel, recorder, _, _) = makeSUT()

        viewModel.viewDidLoad()

        #expect(viewModel.phone.value == "")
        #expect(viewModel.code.value == "")
        #expect(recorder.avatarURLs == [nil])
        #expect(recorder.isLoginEnabled == [false])
    }

    @Test("L10: released mid-request, the login is cancelled: nothing is shown, pushed or remembered")
    func releasedMidRequestCancelsTheLogin() async {
        var (viewModel, recorder, auth, store): (LoginViewModel?, _, _, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel!)
        let login = viewModel?.loginButtonTapped()
        await auth.waitForRequest()

        viewModel = nil
        await login?.waitForEnd()

        #expect(auth.cancelledRequests == [LoginFixtures.request(for: LoginFixtures.david)])
        // What a user could see of a login is a tip or a push: neither comes. The HUD and the button go back to idle
        // as the cancelled run ends, with no screen left to show them.
        #expect(recorder.tips.isEmpty)
        #expect(recorder.loggedIn.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("L10: an answer that arrives after the screen was released is neither shown, pushed nor remembered")
    func answerArrivingAfterReleaseChangesNothing() async {
        var (viewModel, recorder, auth, store): (LoginViewModel?, _, _, _) = makeSUT()
        enter(LoginFixtures.david, into: viewModel!)
        let login = viewModel?.loginButtonTapped()
        await auth.waitForRequest()

        viewModel = nil
        // The answer comes before the cancellation reaches the service: a late one, which no one acts on.
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()

        #expect(recorder.tips.isEmpty)
        #expect(recorder.loggedIn.isEmpty)
        #expect(store.writes.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (viewModel: LoginViewModel, recorder: LoginViewModelRecorder, auth: AuthServiceSpy, store: KeyValueStoreSpy) {
        let auth = AuthServiceSpy()
        let viewModel = LoginViewModel(accounts: .demo, auth: auth, memory: LoginMemory(store: store))
        let recorder = LoginViewModelRecorder(viewModel)
        trackForLeaks(viewModel, recorder)
        return (viewModel, recorder, auth, store)
    }

    private func enter(phone: String, code: String, into viewModel: LoginViewModel) {
        viewModel.phone.value = phone
        viewModel.code.value = code
    }

    private func enter(_ account: LoginFixtures.Account, into viewModel: LoginViewModel) {
        enter(phone: account.typedPhone, code: account.code, into: viewModel)
    }
}
