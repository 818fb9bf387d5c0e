/// The greeting screen's behaviours (DESIGN §3, G1–G2), one requirement per behaviour.
///
/// Every architecture's greeting suite conforms at the layer where its style proves behaviour — MVC through the
/// controller and its widgets, MVP and VIPER on the presenter with a recording view (both running
/// ``GreetingPresenterScenarios``), the MVVMs on the view model — so a behaviour missing or renamed in one style does
/// not compile. Each requirement's documentation is its `@Test` name, the same in every suite (`.ci/parallel-check`
/// compares them).
@MainActor
public protocol GreetingSpec {
    /// "G1: the greeting label starts empty"
    func greetingLabelStartsEmpty() async throws

    /// "G2: tapping Show greeting shows the greeting for the screen's person"
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) async throws
}
