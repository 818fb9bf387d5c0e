import Model
import TestSupport
import Testing

@testable import VIPER

/// The login spec, proven on the module below the view: the presenter over its real interactor, with a recording view,
/// a recording router and an auth spy, completed by hand. The scenarios are TestSupport's, the same MVP's presenter
/// passes: VIPER's presenter and interactor together do what MVP's presenter does alone. ``LoginInteractorTests``
/// proves the interactor on its own. One test builds the module as the app does and proves, with no window, that it is
/// freed once its screen is released: its three ways back are weak. The router's tests, written once for MVP and VIPER
/// too, put it under a window and read the module it pushes through its widgets; nothing else here has a widget.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginModuleTests: LoginSpec {
    private let scenarios = LoginPresenterScenarios(makeSUT: Self.makeSUT)
    private let routerScenarios = LoginRouterScenarios(makeSUT: LoginRouter.init)

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

    @Test("L10: the assembled module is freed when its screen is released")
    func assembledModuleIsFreedWhenItsScreenIsReleased() {
        #expect(LeakTracker.survivors(ofReleasedModule: { LoginModule.build(environment: .testing()) }).isEmpty)
    }

    @Test("L7: the router pushes the greeting module of the person it is given", arguments: GreetingFixtures.cases)
    func routerPushesTheGreetingOfThePersonItIsGiven(_ greeting: GreetingFixtures.Case) throws {
        try routerScenarios.pushesTheGreetingOfThePersonItIsGiven(greeting)
    }

    @Test("L10: the router does not keep the login screen alive")
    func routerDoesNotKeepTheLoginScreenAlive() {
        routerScenarios.doesNotKeepTheLoginScreenAlive()
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
        let interactor = LoginInteractor(accounts: .demo, auth: auth, memory: LoginMemory(store: store))
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let view = LoginViewRecorder<LoginViewState>()
        presenter.view = view
        interactor.output = presenter
        trackForLeaks(presenter, view, router)
        return (presenter, view, router, auth)
    }
}

extension LoginPresenter: LoginPresenterInputs {}
extension LoginViewState: LoginViewStateProtocol {}
extension LoginViewRecorder: LoginView where State == LoginViewState {}
extension LoginRouterRecorder: LoginRouting {}
extension LoginRouter: LoginRouterInputs {}
