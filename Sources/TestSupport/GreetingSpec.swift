/// The greeting screen's behaviours (G1–G2), one requirement per behaviour.
///
/// Every style's greeting suite conforms at the layer where its style proves behaviour — MVC through the controller and
/// its widgets in a window, MVP on the presenter with a view spy, VIPER on the presenter with an interactor spy, the
/// MVVMs on the view model, Unidirectional with the test store — so a behaviour missing or renamed in one style does
/// not compile. Each requirement's documentation is its `@Test` name, the same in every suite (`.ci/parallel-check`
/// compares them).
@MainActor
public protocol GreetingSpec {
    /// "G1: the greeting label starts empty"
    func greetingLabelStartsEmpty() async throws

    /// "G2: tapping Show greeting shows the greeting for the screen's person"
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) async throws
}
