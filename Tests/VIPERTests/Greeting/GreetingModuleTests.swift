import Model
import TestSupport
import Testing

@testable import VIPER

/// The greeting spec, proven on the module below the view — here the presenter alone, the module having no use case —
/// with a recording view. The scenarios are TestSupport's, the same MVP's presenter passes. One test builds the module
/// as the app does and proves, with no window, that it is freed once its screen is released: the presenter's way back
/// is weak. No HeadlessUI here.
@MainActor
@Suite(.leakChecked)
struct GreetingModuleTests: GreetingSpec {
    private let scenarios = GreetingPresenterScenarios(makeSUT: Self.makeSUT)

    @Test("G1: the greeting label starts empty")
    func greetingLabelStartsEmpty() {
        scenarios.greetingLabelStartsEmpty()
    }

    @Test("G2: tapping Show greeting shows the greeting for the screen's person", arguments: GreetingFixtures.cases)
    func tappingShowGreetingShowsThePersonsGreeting(_ greeting: GreetingFixtures.Case) {
        scenarios.tappingShowGreetingShowsThePersonsGreeting(greeting)
    }

    @Test("G2: the assembled module is freed when its screen is released")
    func assembledModuleIsFreedWhenItsScreenIsReleased() {
        #expect(LeakTracker.survivors(ofReleasedModule: { GreetingModule.build(person: .davidBlaine) }).isEmpty)
    }

    // MARK: - Private

    private static func makeSUT(person: Person) -> (presenter: GreetingPresenter, view: GreetingViewRecorder) {
        let presenter = GreetingPresenter(person: person)
        let view = GreetingViewRecorder()
        presenter.view = view
        trackForLeaks(presenter, view)
        return (presenter, view)
    }
}

extension GreetingPresenter: GreetingPresenterInputs {}
extension GreetingViewRecorder: GreetingView {}
