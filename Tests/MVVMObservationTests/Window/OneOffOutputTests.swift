import HeadlessUI
import Model
import TestSupport
import Testing

@testable import MVVMObservation

/// What this style adds between a view model and its screen: a one-off output (a tip, ending editing, a route) is
/// state the controller reads in its tracked pass and hands back once it has acted on it, so it happens once however
/// often the pass runs afterwards. The view model's half is proven without a screen; this is the controller's half,
/// through the widgets of a window, because it is this style's own contract.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct OneOffOutputTests {
    @Test("L8: a failure's tip shows once, however often the screen updates afterwards")
    func loginTipShowsOnce() async throws {
        let window = open(LoginViewController(environment: .testing()))
        try window.textField("login.phone").type(LoginFixtures.david.typedPhone)
        try window.textField("login.code").type("0000")
        try window.button("login.submit").tap()
        await window.settle()

        try window.textField("login.code").deleteBackward()
        try window.textField("login.code").type("1")

        #expect(window.toast.messages == ["The verification code is incorrect."])
    }

    @Test("L6: the fields end editing once: typing into the code while logging in keeps the keyboard up")
    func loginFieldsEndEditingOnce() async throws {
        let auth = AuthServiceSpy()
        let window = open(LoginViewController(environment: .testing(auth: auth)))
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await auth.waitForRequest()
        let codeEditingAfterTap = try window.textField("login.code").isEditing

        try window.textField("login.code").type("8")

        #expect(!codeEditingAfterTap)
        #expect(try window.textField("login.code").isEditing)
        auth.complete(with: .failure(AuthError.incorrectCode))
        await window.settle()
    }

    @Test("L7: the greeting is pushed once: back on Login, the screen stays there as the user types")
    func greetingIsPushedOnce() async throws {
        let window = open(LoginViewController(environment: .testing()))
        try window.button("login.fillUp").tap()
        try window.button("login.submit").tap()
        await window.settle()
        let titleAfterLogin = window.topViewController?.title
        window.navigationController.pop()

        try window.textField("login.code").type("8")

        #expect(titleAfterLogin == "Greeting")
        #expect(window.navigationController.viewControllers.count == 1)
        #expect(window.topViewController?.title == "Login")
    }

    @Test("N1: Search is pushed once: back on a greeting built alone, the screen stays there as the user taps")
    func searchIsPushedOnce() throws {
        let window = open(GreetingViewController(person: .adaLovelace, environment: .testing()))
        try window.button("greeting.search").tap()
        let titleAfterTap = window.topViewController?.title
        window.navigationController.pop()

        try window.button("greeting.show").tap()

        #expect(titleAfterTap == "Flickr Search")
        #expect(window.navigationController.viewControllers.count == 1)
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("S6: a failure's tip shows once, however often the screen updates afterwards")
    func searchTipShowsOnce() async throws {
        let flickr = FlickrServiceStub(search: .failure(.httpStatus(500)))
        let window = open(SearchViewController(environment: .testing(flickr: flickr)))
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await window.settle()

        try window.textField("search.text").type("s")

        #expect(window.toast.messages == ["Flickr answered HTTP 500."])
    }

    @Test("S3: the results are pushed once: back on Search, the screen stays there as the user types")
    func resultsArePushedOnce() async throws {
        let flickr = FlickrServiceStub(search: .success(SearchFixtures.results))
        let window = open(SearchViewController(environment: .testing(flickr: flickr)))
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await window.settle()
        let titleAfterSearch = window.topViewController?.title
        window.navigationController.pop()

        try window.textField("search.text").type("s")

        #expect(titleAfterSearch == SearchFixtures.text)
        #expect(window.navigationController.viewControllers.count == 1)
        #expect(window.topViewController?.title == "Flickr Search")
    }

    @Test("S3: back on Search, Go with the same text pushes its results again")
    func sameSearchRunAgainPushesItsResultsAgain() async throws {
        let flickr = FlickrServiceStub(search: .success(SearchFixtures.results))
        let window = open(SearchViewController(environment: .testing(flickr: flickr)))
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await window.settle()
        window.navigationController.pop()

        try window.button("search.go").tap()
        await window.settle()

        #expect(window.navigationController.viewControllers.count == 2)
        #expect(window.topViewController?.title == SearchFixtures.text)
    }

    @Test("S2: the field ends editing once: typing while the search runs keeps the keyboard up")
    func searchFieldEndsEditingOnce() async throws {
        let flickr = FlickrServiceSpy()
        let window = open(SearchViewController(environment: .testing(flickr: flickr)))
        try window.textField("search.text").type(SearchFixtures.text)
        try window.button("search.go").tap()
        await flickr.waitForSearchRequest()
        let editingAfterTap = try window.textField("search.text").isEditing

        try window.textField("search.text").type("s")

        #expect(!editingAfterTap)
        #expect(try window.textField("search.text").isEditing)
        flickr.completeSearch(with: .failure(FlickrError.httpStatus(500)))
        await window.settle()
    }

    // MARK: - Private

    /// A window showing `screen`, handed to the leak tracker with everything it will push.
    private func open(_ screen: ViewController) -> Window {
        let window = Window(rootViewController: screen)
        trackForLeaks(window)
        return window
    }
}
