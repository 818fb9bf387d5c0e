import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The greeting module's assembly, once: built as the app builds it and shown in a window, its buttons reach the
/// presenter, the presenter's greeting reaches the label, and its routes reach the router, which pushes the search
/// module over the module's environment and tells the app of a log out. The leak check proves the window frees it all.
@MainActor
@Suite(.leakChecked)
struct GreetingModuleTests {
    @Test("G1, G2: the assembled module starts with an empty label and greets its person when tapped")
    func assembledModuleGreetsItsPersonWhenTapped() throws {
        let window = Window(rootViewController: GreetingModule.build(person: .adaLovelace, environment: .testing()))
        trackForLeaks(window)
        let label = try window.label("greeting.label")
        let textBeforeTheTap = label.text ?? ""

        try window.button("greeting.show").tap()

        #expect(window.topViewController?.title == "Greeting")
        #expect(textBeforeTheTap == "")
        #expect(label.text == "Hello Ada Lovelace")
    }

    @Test("N1: the assembled module pushes Search over its environment and tells the app of a log out")
    func assembledModuleRoutesSearchAndLogOut() async throws {
        let flickr = FlickrServiceSpy()
        let app = AppRouterSpy()
        let window = Window(
            rootViewController: GreetingModule.build(
                person: .adaLovelace, environment: .testing(flickr: flickr), app: app))
        trackForLeaks(window)

        try window.button("greeting.logout").tap()
        try window.button("greeting.search").tap()
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()

        #expect(app.logOuts == 1)
        #expect(window.navigationController.viewControllers.map(\.title) == ["Greeting", "Flickr Search"])
        #expect(flickr.searchRequests == [SearchFixtures.text])
    }
}
