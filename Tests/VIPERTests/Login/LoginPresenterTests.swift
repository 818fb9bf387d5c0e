import Foundation
import Model
import Testing

@testable import VIPER

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginPresenterTests {
    private static let davidAvatar = URL(string: "https://avatars.example.com/david-blaine.png")!

    @Test(
        "L1: login is enabled exactly when both fields are non-empty",
        arguments: [
            ("", "", false),
            ("1", "", false),
            ("", "1", false),
            ("1", "1", true),
            ("not a number", "x", true),
        ]
    )
    func loginEnabledExactlyWhenBothFieldsNonEmpty(phone: String, code: String, enabled: Bool) {
        let (presenter, view, _, _) = makeSUT()
        presenter.viewDidLoad()

        presenter.codeChanged(code)
        presenter.phoneChanged(phone)

        #expect(view.states.last?.isLoginEnabled == enabled)
    }

    @Test("L1: the screen starts with login disabled, the placeholder avatar and no HUD")
    func startsDisabled() {
        let (presenter, view, _, _) = makeSUT()

        presenter.viewDidLoad()

        #expect(view.states == [LoginViewState(avatarURL: nil, isLoginEnabled: false, loadingMessage: nil)])
        #expect(view.fields.isEmpty)
    }

    @Test("L2: the avatar the interactor finds for the phone as typed shows, and goes when it stops matching")
    func showsTheAvatarTheInteractorFinds() {
        let (presenter, view, interactor, _) = makeSUT(avatars: ["13874389438": Self.davidAvatar])

        presenter.phoneChanged("13874389438")
        let shown = view.states.last?.avatarURL
        presenter.phoneChanged("1387438943")

        #expect(interactor.avatarQueries == ["13874389438", "1387438943"])
        #expect(shown == Self.davidAvatar)
        #expect(view.states.last?.avatarURL == nil)
    }

    @Test("L3: Fill up sets both fields and updates the screen as if typed")
    func fillUpSetsFieldsAndUpdatesScreen() {
        let (presenter, view, _, _) = makeSUT(avatars: ["13874389438": Self.davidAvatar])
        presenter.viewDidLoad()

        presenter.fillUpTapped()

        #expect(view.fields == [LoginViewSpy.Fields(phone: "13874389438", code: "5858")])
        #expect(
            view.states.last == LoginViewState(avatarURL: Self.davidAvatar, isLoginEnabled: true, loadingMessage: nil))
    }

    @Test("L3: after Fill up, Login sends the filled-in phone and code")
    func fillUpThenLoginSendsFilledValues() async {
        let (presenter, _, interactor, _) = makeSUT()

        presenter.fillUpTapped()

        let login = Task { await presenter.loginButtonTapped() }
        await interactor.waitForLogIn()

        #expect(interactor.logIns == [LoginInteractorSpy.LogIn(phone: "13874389438", code: "5858")])
        interactor.completeLogIn()
        await login.value
    }

    @Test("L4: Login hands the phone and code as typed to the interactor, which validates them")
    func loginHandsRawTextToInteractor() async {
        let (presenter, _, interactor, _) = makeSUT()
        presenter.phoneChanged("１３８７４３８９４３８")
        presenter.codeChanged(" 5858 ")

        let login = Task { await presenter.loginButtonTapped() }
        await interactor.waitForLogIn()

        #expect(interactor.logIns == [LoginInteractorSpy.LogIn(phone: "１３８７４３８９４３８", code: " 5858 ")])
        interactor.completeLogIn()
        await login.value
    }

    @Test("L4: a rejected phone shows the tip \"Please enter a valid mobile number\" and no HUD")
    func rejectedPhoneShowsTip() {
        let (presenter, view, _, router) = makeSUT()

        presenter.phoneRejected()

        #expect(view.tips == ["Please enter a valid mobile number"])
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetedPeople.isEmpty)
    }

    @Test("L5: a rejected code shows the tip \"Invalid verification code\" and no HUD")
    func rejectedCodeShowsTip() {
        let (presenter, view, _, router) = makeSUT()

        presenter.codeRejected()

        #expect(view.tips == ["Invalid verification code"])
        #expect(view.states.allSatisfy { $0.loadingMessage == nil })
        #expect(router.greetedPeople.isEmpty)
    }

    @Test("L6: while logging in the fields end editing, the HUD shows Loading... and login is disabled")
    func whileLoggingInFieldsEndEditingHUDShowsAndLoginDisabled() {
        let (presenter, view, _, _) = makeSUT(avatars: ["13874389438": Self.davidAvatar])
        presenter.phoneChanged("13874389438")
        presenter.codeChanged("5858")

        presenter.loginStarted()

        #expect(view.endEditingCount == 1)
        #expect(
            view.states.last
                == LoginViewState(avatarURL: Self.davidAvatar, isLoginEnabled: false, loadingMessage: "Loading..."))
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let (presenter, _, interactor, _) = makeSUT()
        presenter.phoneChanged("13874389438")
        presenter.codeChanged("5858")
        let first = Task { await presenter.loginButtonTapped() }
        await interactor.waitForLogIn()

        await presenter.loginButtonTapped()
        await presenter.loginButtonTapped()

        #expect(interactor.logIns.count == 1)
        interactor.completeLogIn()
        await first.value
    }

    @Test("L6: typing while logging in keeps login disabled")
    func typingWhileLoggingInKeepsLoginDisabled() {
        let (presenter, view, _, _) = makeSUT()
        presenter.phoneChanged("13874389438")
        presenter.codeChanged("5858")
        presenter.loginStarted()

        presenter.codeChanged("585")

        #expect(view.states.last?.isLoginEnabled == false)
        #expect(view.states.last?.loadingMessage == "Loading...")
    }

    @Test("L7: success hides the HUD and routes to the logged-in person's greeting")
    func successHidesHUDAndRoutesToGreeting() {
        let (presenter, view, _, router) = makeSUT()
        presenter.phoneChanged("13800138000")
        presenter.codeChanged("1234")
        presenter.loginStarted()

        presenter.loginSucceeded(as: .adaLovelace)

        #expect(view.states.last?.loadingMessage == nil)
        #expect(router.greetedPeople == [.adaLovelace])
        #expect(view.tips.isEmpty)
    }

    @Test(
        "L8: failure hides the HUD, shows the service's message and keeps the fields",
        arguments: [
            (AuthError.unknownNumber, "No account uses this number."),
            (AuthError.incorrectCode, "The verification code is incorrect."),
            (AuthError.serverNotResponding, "The server is not responding. Please try again."),
        ]
    )
    func failureHidesHUDShowsMessageKeepsFields(error: AuthError, message: String) async {
        let (presenter, view, interactor, router) = makeSUT(avatars: ["13874389438": Self.davidAvatar])
        presenter.phoneChanged("13874389438")
        presenter.codeChanged("0000")
        let login = Task { await presenter.loginButtonTapped() }
        await interactor.waitForLogIn()
        presenter.loginStarted()

        presenter.loginFailed(with: error)
        interactor.completeLogIn()
        await login.value

        #expect(view.tips == [message])
        #expect(
            view.states.last == LoginViewState(avatarURL: Self.davidAvatar, isLoginEnabled: true, loadingMessage: nil))
        #expect(view.fields.isEmpty)
        #expect(router.greetedPeople.isEmpty)
    }

    @Test("L8: after a failure, the next tap sends the login again")
    func nextTapAfterFailureIsSent() async {
        let (presenter, _, interactor, _) = makeSUT()
        presenter.phoneChanged("13874389438")
        presenter.codeChanged("0000")
        let first = Task { await presenter.loginButtonTapped() }
        await interactor.waitForLogIn()
        presenter.loginStarted()
        presenter.loginFailed(with: AuthError.incorrectCode)
        interactor.completeLogIn()
        await first.value

        let retry = Task { await presenter.loginButtonTapped() }
        await interactor.waitForLogIn()

        #expect(interactor.logIns.count == 2)
        interactor.completeLogIn()
        await retry.value
    }

    @Test("L8: an error that is not the service's shows the generic message")
    func otherErrorShowsGenericMessage() {
        let (presenter, view, _, _) = makeSUT()
        presenter.loginStarted()

        presenter.loginFailed(with: CancellationError())

        #expect(view.tips == ["Something went wrong. Please try again."])
        #expect(view.states.last?.loadingMessage == nil)
    }

    @Test("L9: opening Login again pre-fills the remembered phone and its avatar")
    func openingAgainPreFillsRememberedPhoneAndAvatar() {
        let (presenter, view, _, _) = makeSUT(
            avatars: ["13874389438": Self.davidAvatar], remembered: "13874389438")

        presenter.viewDidLoad()

        #expect(view.fields == [LoginViewSpy.Fields(phone: "13874389438", code: "")])
        #expect(
            view.states == [LoginViewState(avatarURL: Self.davidAvatar, isLoginEnabled: false, loadingMessage: nil)])
    }

    @Test("L10: the presenter holds its view weakly and still finishes a login whose view is gone")
    func presenterHoldsViewWeakly() {
        let interactor = LoginInteractorSpy()
        let router = LoginRouterSpy()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        do {
            let view = LoginViewSpy()
            presenter.view = view
            presenter.loginStarted()
        }

        presenter.loginSucceeded(as: .davidBlaine)

        #expect(presenter.view == nil)
        #expect(router.greetedPeople == [.davidBlaine])
    }

    // MARK: - Private

    private func makeSUT(
        avatars: [String: URL] = [:],
        remembered: String? = nil
    ) -> (LoginPresenter, LoginViewSpy, LoginInteractorSpy, LoginRouterSpy) {
        let view = LoginViewSpy()
        let interactor = LoginInteractorSpy(avatars: avatars, remembered: remembered)
        let router = LoginRouterSpy()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, view, interactor, router)
    }
}
