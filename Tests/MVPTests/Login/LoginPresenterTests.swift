import Model
import TestSupport
import Testing

@testable import MVP

/// The login spec, proven on the presenter alone: a recording view stands in for the screen, a recording router for
/// navigation and an auth spy, completed by hand, for the server. The scenarios are TestSupport's, written once for
/// MVP and VIPER; this suite builds MVP's presenter for them. No HeadlessUI here — that is the point of MVP.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginPresenterTests: LoginSpec {
    private let scenarios = LoginPresenterScenarios(makeSUT: Self.makeSUT)

    @Test("L1: login is enabled exactly when both fields are non-empty", arguments: LoginFixtures.enabledRule)
    func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(_ row: LoginFixtures.FieldsRow) {
        scenarios.loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(row)
    }

    @Test("L2: the avatar shows while the phone is a known account's valid number", arguments: LoginFixtures.avatarRule)
    func avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(_ row: LoginFixtures.AvatarRow) {
        scenarios.avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(row)
    }

    @Test("L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth")
    func avatarFollowsThePhoneDigitByDigit() {
        scenarios.avatarFollowsThePhoneDigitByDigit()
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped() {
        scenarios.fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped()
    }

    @Test("L3: after Fill up, Login sends the demo account although no editing event came back")
    func loginAfterFillUpSendsTheDemoAccount() async {
        await scenarios.loginAfterFillUpSendsTheDemoAccount()
    }

    @Test("L4: an invalid phone shows a tip and sends nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneShowsATipAndSendsNothing(_ phone: OddInput) {
        scenarios.invalidPhoneShowsATipAndSendsNothing(phone)
    }

    @Test("L5: an invalid code shows a tip and sends nothing", arguments: OddInput.invalidCodes)
    func invalidCodeShowsATipAndSendsNothing(_ code: OddInput) {
        scenarios.invalidCodeShowsATipAndSendsNothing(code)
    }

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func whileLoggingInTheScreenShowsItIsBusy() async {
        await scenarios.whileLoggingInTheScreenShowsItIsBusy()
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        await scenarios.secondTapWhileLoggingInSendsNothing()
    }

    @Test("L6: typing while logging in keeps login disabled until the request ends")
    func typingWhileLoggingInKeepsLoginDisabled() async {
        await scenarios.typingWhileLoggingInKeepsLoginDisabled()
    }

    @Test(
        "L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting",
        arguments: LoginFixtures.accounts
    )
    func successRemembersThePhoneAndShowsThePersonsGreeting(_ account: LoginFixtures.Account) async {
        await scenarios.successRemembersThePhoneAndShowsThePersonsGreeting(account)
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields", arguments: LoginFixtures.failures
    )
    func failureShowsTheServicesMessageAndKeepsTheFields(_ failure: ServiceFailure) async {
        await scenarios.failureShowsTheServicesMessageAndKeepsTheFields(failure)
    }

    @Test("L8: after a failure, Login sends the same phone and code again")
    func afterAFailureLoginSendsTheSameInputAgain() async {
        await scenarios.afterAFailureLoginSendsTheSameInputAgain()
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func openingLoginAgainPrefillsTheRememberedPhone() async {
        await scenarios.openingLoginAgainPrefillsTheRememberedPhone()
    }

    @Test("L9: with nothing remembered, Login opens with empty fields, the placeholder avatar and Login disabled")
    func withNothingRememberedLoginOpensEmpty() {
        scenarios.withNothingRememberedLoginOpensEmpty()
    }

    @Test("L10: released mid-request, the login is cancelled: nothing is shown, pushed or remembered")
    func releasedMidRequestCancelsTheLogin() async {
        await scenarios.releasedMidRequestCancelsTheLogin()
    }

    @Test("L10: an answer that comes after the screen was released is dropped: nothing is shown, pushed or remembered")
    func lateAnswerAfterReleaseChangesNothing() async {
        await scenarios.lateAnswerAfterReleaseChangesNothing()
    }

    @Test("L10: the presenter holds its screen weakly: a released screen is freed while the presenter lives")
    func presenterHoldsItsScreenWeakly() {
        // The recording screen is dropped at once: only the presenter could keep it, as it would keep the screen that
        // owns it in a cycle.
        let (presenter, _, _, _) = Self.makeSUT(store: KeyValueStoreSpy())

        #expect(presenter.view == nil)
    }

    // MARK: - Private

    private static func makeSUT(
        store: KeyValueStoreSpy
    ) -> (
        presenter: LoginPresenter, view: LoginViewRecorder<LoginViewState>, router: LoginRouterRecorder,
        auth: AuthServiceSpy
    ) {
        let auth = AuthServiceSpy()
        let router = LoginRouterRecorder()
        let presenter = LoginPresenter(accounts: .demo, auth: auth, memory: LoginMemory(store: store), router: router)
        let view = LoginViewRecorder<LoginViewState>()
        presenter.view = view
        trackForLeaks(presenter, view, router)
        return (presenter, view, router, auth)
    }
}

extension LoginPresenter: LoginPresenterInputs {}
extension LoginViewState: LoginViewStateProtocol {}
extension LoginViewRecorder: LoginView where State == LoginViewState {}
extension LoginRouterRecorder: LoginRouting {}
