/// The app's behaviours (N1–N6: one app, who owns navigation, deep links behind a login), one requirement
/// per behaviour.
///
/// Every style's navigation suite conforms at the layer where its style proves navigation — MVC's app controller in a
/// window, MVP's and VIPER's app routers, the MVVM coordinators, the Observation app model, the unidirectional app
/// feature — so a behaviour missing or renamed in one style does not compile. Each requirement's documentation is its
/// `@Test` name, the same in every suite (`.ci/parallel-check` compares them); its data comes from ``LinkFixtures``,
/// ``LoginFixtures`` and ``SearchFixtures``.
@MainActor
public protocol NavigationSpec {
    /// "N1: the app starts on Login"
    func appStartsOnLogin() async throws

    /// "N1: a successful login makes the greeting for the person the root: there is no way back to Login"
    func successfulLoginMakesTheGreetingTheRoot() async throws

    /// "N1: Search photos pushes Search"
    func searchPhotosPushesSearch() async throws

    /// "N1: Log out leaves Login alone on the stack with the phone pre-filled"
    func logOutLeavesLoginAloneWithThePhonePrefilled() async throws

    /// "N1: Log out frees the greeting and every screen opened since the login"
    func logOutFreesEveryScreenButLogin() async throws

    /// "N2: a search link while logged in makes the stack Greeting › Search and runs the search"
    func searchLinkWhileLoggedInRunsTheSearch() async throws

    /// "N2: a link replaces whatever was open: its work is cancelled and its screens are freed"
    func linkReplacesWhateverWasOpen() async throws

    /// "N2: back from the link's results shows Search with the link's text"
    func backFromTheLinksResultsShowsSearchWithItsText() async throws

    /// "N2: photos://search opens Search empty"
    func emptySearchLinkOpensSearchEmpty() async throws

    /// "N2: photos://greeting leaves Greeting alone on the stack"
    func greetingLinkLeavesGreetingAlone() async throws

    /// "N3: a link while logged out shows Login and keeps the link pending"
    func linkWhileLoggedOutShowsLoginAndWaits() async throws

    /// "N3: a successful login goes straight to the pending link's destination"
    func loginGoesStraightToThePendingLink() async throws

    /// "N3: a failed login keeps the link pending"
    func failedLoginKeepsTheLinkPending() async throws

    /// "N3: a second link replaces the pending one"
    func secondLinkReplacesThePendingOne() async throws

    /// "N3: after Log out, a login stops at the greeting: no link from before is pending"
    func afterLogOutNoLinkIsPending() async throws

    /// "N4: a link during a login request becomes where its success goes: nothing is sent or pushed twice"
    func linkDuringALoginRequestBecomesItsDestination() async throws

    /// "N5: a link the app does not know shows a toast and changes nothing else"
    func unknownLinkShowsAToastAndChangesNothing(_ link: String) async throws

    /// "N5: a search link of three characters or fewer opens Search with its text and searches nothing"
    func shortSearchLinkOpensSearchWithoutSearching() async throws

    /// "N6: released with a link's search in flight, the search is cancelled and everything is freed"
    func releasedWithALinksSearchInFlightFreesEverything() async throws
}
