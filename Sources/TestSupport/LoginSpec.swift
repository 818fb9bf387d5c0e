/// The login screen's behaviours (L1–L10), one requirement per behaviour.
///
/// Every style's login suite conforms at the layer where its style proves behaviour — MVC through the controller and
/// its widgets in a window, MVP on the presenter with a view spy, VIPER on the presenter with an interactor spy, the
/// MVVMs on the view model, Unidirectional with the test store — so a behaviour missing or renamed in one style does
/// not compile. Each requirement's documentation is its `@Test` name, the same in every suite (`.ci/parallel-check`
/// compares them), and its data comes from ``LoginFixtures`` and ``OddInput``.
@MainActor
public protocol LoginSpec {
    /// "L1: login is enabled exactly when both fields are non-empty"
    func loginIsEnabledExactlyWhenBothFieldsAreNonEmpty(_ row: LoginFixtures.FieldsRow) async throws

    /// "L2: the avatar shows while the phone is a known account's valid number"
    func avatarShowsWhileThePhoneIsAKnownAccountsValidNumber(_ row: LoginFixtures.AvatarRow) async throws

    /// "L2: typed digit by digit, the avatar comes with the eleventh digit and goes with the twelfth"
    func avatarFollowsThePhoneDigitByDigit() async throws

    /// "L3: Fill up sets both fields and updates the screen as if typed"
    func fillUpSetsBothFieldsAndUpdatesTheScreenAsIfTyped() async throws

    /// "L3: after Fill up, Login sends the demo account although no editing event came back"
    func loginAfterFillUpSendsTheDemoAccount() async throws

    /// "L4: an invalid phone shows a tip and sends nothing"
    func invalidPhoneShowsATipAndSendsNothing(_ phone: OddInput) async throws

    /// "L5: an invalid code shows a tip and sends nothing"
    func invalidCodeShowsATipAndSendsNothing(_ code: OddInput) async throws

    /// "L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled"
    func whileLoggingInTheScreenShowsItIsBusy() async throws

    /// "L6: a second tap while logging in sends nothing"
    func secondTapWhileLoggingInSendsNothing() async throws

    /// "L6: typing while logging in keeps login disabled until the request ends"
    func typingWhileLoggingInKeepsLoginDisabled() async throws

    /// "L7: success hides the HUD, remembers the phone but never the code, and shows the person's greeting"
    func successRemembersThePhoneAndShowsThePersonsGreeting(_ account: LoginFixtures.Account) async throws

    /// "L8: failure hides the HUD, shows the service's message and keeps the fields"
    func failureShowsTheServicesMessageAndKeepsTheFields(_ failure: ServiceFailure) async throws

    /// "L8: after a failure, Login sends the same phone and code again"
    func afterAFailureLoginSendsTheSameInputAgain() async throws

    /// "L9: opening Login again pre-fills the remembered phone and its avatar"
    func openingLoginAgainPrefillsTheRememberedPhone() async throws

    /// "L9: with nothing remembered, Login opens with empty fields, the placeholder avatar and Login disabled"
    func withNothingRememberedLoginOpensEmpty() async throws

    /// "L10: released mid-request, the login is cancelled: nothing is shown, pushed or remembered"
    func releasedMidRequestCancelsTheLogin() async throws
}
