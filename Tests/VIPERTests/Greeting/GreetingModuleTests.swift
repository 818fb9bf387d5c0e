import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The greeting module's assembly, once: built as the app builds it and shown in a window, its button reaches the
/// presenter and the presenter's greeting reaches the label. The leak check proves the window frees it all.
@MainActor
@Suite(.leakChecked)
struct GreetingModuleTests {
    @Test("G1, G2: the assembled module starts with an empty label and greets its person when tapped")
    func assembledModuleGreetsItsPersonWhenTapped() throws {
        let window = Window(rootViewController: GreetingModule.build(person: .adaLovelace))
        trackForLeaks(window)
        let label = try window.label("greeting.label")
        let textBeforeTheTap = label.text ?? ""

        try window.button("greeting.show").tap()

        #expect(window.topViewController?.title == "Greeting")
        #expect(textBeforeTheTap == "")
        #expect(label.text == "Hello Ada Lovelace")
    }
}
