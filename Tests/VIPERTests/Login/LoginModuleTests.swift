import HeadlessUI
import Model
import TestSupport
import Testing

@testable import VIPER

/// The login module's assembly, once: built as the app builds it and shown in a window, what the user types reaches the
/// presenter and its state the screen, a tap reaches the auth service through the interactor, and the answer comes back
/// through the interactor's output to the router. The leak check proves every way back is weak.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginModuleTests {
    @Test("L7: the assembled module logs in through its service, remembers the phone and shows the greeting")
    func assembledModuleLogsInAndShowsTheGreeting() async throws {
        let store = KeyValueStoreSpy()
        let window = Window(rootViewController: LoginModule.build(environment: .testing(store: store)))
        trackForLeaks(window)
        try window.textField("login.phone").type(LoginFixtures.ada.typedPhone)
        try window.textField("login.code").type(LoginFixtures.ada.code)
        let avatarAsTyped = try window.imageView("login.avatar").imageURL

        try window.button("login.submit").tap()
        await window.settle()

        #expect(avatarAsTyped == LoginFixtures.ada.avatarURL)
        #expect(LoginMemory(store: store).lastPhone() == LoginFixtures.ada.phone)
        #expect(window.topViewController?.title == "Greeting")
        trackForLeaks(window)
        try window.button("greeting.show").tap()
        #expect(try window.label("greeting.label").text == "Hello Ada Lovelace")
    }

    @Test("N1: the module the app builds hands the login to the app's router")
    func assembledModuleInTheAppHandsTheLoginToTheApp() async throws {
        let app = AppRouterSpy()
        let window = Window(rootViewController: LoginModule.build(environment: .testing(), app: app))
        trackForLeaks(window)
        try window.textField("login.phone").type(LoginFixtures.ada.typedPhone)
        try window.textField("login.code").type(LoginFixtures.ada.code)

        try window.button("login.submit").tap()
        await window.settle()

        #expect(app.loggedIn == [LoginFixtures.ada.person])
        #expect(window.navigationController.viewControllers.map(\.title) == ["Login"])
    }
}
