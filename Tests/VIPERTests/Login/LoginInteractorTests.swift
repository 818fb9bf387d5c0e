import Foundation
import Model
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginInteractorTests {
    @Test(
        "L2: the avatar shows while the phone is a known account's valid number",
        arguments: [
            ("13874389438", URL(string: "https://avatars.example.com/david-blaine.png")),
            ("138 7438 9438", URL(string: "https://avatars.example.com/david-blaine.png")),
            ("+86 138-0013-8000", URL(string: "https://avatars.example.com/ada-lovelace.png")),
            ("1387438943", nil),
            ("138743894381", nil),
            ("13912345678", nil),
            ("", nil),
        ]
    )
    func avatarWhileKnownValidNumber(phone: String, avatar: URL?) {
        let (interactor, _, _, _) = makeSUT()

        #expect(interactor.avatarURL(forPhone: phone) == avatar)
    }

    @Test(
        "L4: an invalid phone is rejected and nothing is sent",
        arguments: OddInput.invalidPhones + [OddInput(name: "empty", text: "")]
    )
    func invalidPhoneIsRejectedAndNothingSent(phone: OddInput) async {
        let (interactor, output, auth, store) = makeSUT()

        await interactor.logIn(phone: phone.text, code: "5858")

        #expect(output.reports == [.phoneRejected])
        #expect(auth.requests.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test(
        "L5: an invalid code is rejected and nothing is sent",
        arguments: OddInput.invalidCodes + [OddInput(name: "empty", text: "")]
    )
    func invalidCodeIsRejectedAndNothingSent(code: OddInput) async {
        let (interactor, output, auth, store) = makeSUT()

        await interactor.logIn(phone: "13874389438", code: code.text)

        #expect(output.reports == [.codeRejected])
        #expect(auth.requests.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("L4: with both invalid, the phone is the one reported")
    func phoneIsCheckedFirst() async {
        let (interactor, output, auth, _) = makeSUT()

        await interactor.logIn(phone: "12345", code: "12")

        #expect(output.reports == [.phoneRejected])
        #expect(auth.requests.isEmpty)
    }

    @Test("L6: valid input is reported started and sent once, normalised, before the answer comes")
    func validInputIsStartedAndSent() async throws {
        let (interactor, output, auth, _) = makeSUT()

        let login = Task { await interactor.logIn(phone: "+86 138-7438-9438", code: " 5858 ") }
        await auth.waitForRequest()

        #expect(output.reports == [.loginStarted])
        #expect(
            auth.requests == [
                AuthServiceSpy.Request(
                    phone: try #require(MobileNumber("13874389438")), code: try #require(VerificationCode("5858")))
            ])
        auth.complete(with: .success(.davidBlaine))
        await login.value
    }

    @Test("L6: a second tap while logging in sends nothing")
    func secondTapWhileLoggingInSendsNothing() async {
        let (interactor, output, auth, _) = makeSUT()
        let first = Task { await interactor.logIn(phone: "13874389438", code: "5858") }
        await auth.waitForRequest()

        await interactor.logIn(phone: "13874389438", code: "5858")
        auth.complete(with: .success(.davidBlaine))
        await first.value

        #expect(auth.requests.count == 1)
        #expect(output.reports == [.loginStarted, .loginSucceeded(.davidBlaine)])
    }

    @Test("L6: once a login has ended, the next one is sent")
    func nextLoginAfterTheFirstEndsIsSent() async {
        let (interactor, _, _, _) = makeSUT(auth: AuthServiceStub(result: .failure(.incorrectCode)))
        let output = LoginInteractorOutputSpy()
        interactor.output = output

        await interactor.logIn(phone: "13874389438", code: "0000")
        await interactor.logIn(phone: "13874389438", code: "0000")

        #expect(output.reports.filter { $0 == .loginStarted }.count == 2)
    }

    @Test("L7: success remembers the phone but never the code, and reports the person")
    func successRemembersPhoneNeverCodeAndReportsPerson() async {
        let (interactor, output, auth, store) = makeSUT()
        let login = Task { await interactor.logIn(phone: "138 0013 8000", code: "1234") }
        await auth.waitForRequest()
        #expect(store.writes.isEmpty)

        auth.complete(with: .success(.adaLovelace))
        await login.value

        #expect(output.reports == [.loginStarted, .loginSucceeded(.adaLovelace)])
        #expect(LoginMemory(store: store).lastPhone()?.digits == "13800138000")
        #expect(!store.writes.isEmpty)
        #expect(store.writes.allSatisfy { !$0.contains("1234") })
    }

    @Test(
        "L8: failure reports the service's message and remembers nothing",
        arguments: [AuthError.unknownNumber, .incorrectCode, .serverNotResponding]
    )
    func failureReportsMessageAndRemembersNothing(error: AuthError) async {
        let (interactor, output, auth, store) = makeSUT()
        let login = Task { await interactor.logIn(phone: "13874389438", code: "5858") }
        await auth.waitForRequest()

        auth.complete(with: .failure(error))
        await login.value

        #expect(output.reports == [.loginStarted, .loginFailed(message: error.userFacingMessage)])
        #expect(store.writes.isEmpty)
        #expect(LoginMemory(store: store).lastPhone() == nil)
    }

    @Test("L9: the phone a login remembered is what the interactor of a reopened screen answers")
    func rememberedPhoneSurvivesReopening() async {
        let store = KeyValueStoreSpy()
        let (first, _, _, _) = makeSUT(auth: AuthServiceStub(result: .success(.davidBlaine)), store: store)
        let (reopened, _, _, _) = makeSUT(store: store)
        #expect(reopened.rememberedPhone() == nil)

        await first.logIn(phone: "138-7438-9438", code: "5858")

        #expect(reopened.rememberedPhone() == "13874389438")
    }

    @Test("L10: the interactor holds its output weakly and finishes a login whose presenter is gone")
    func interactorHoldsOutputWeakly() async {
        let auth = AuthServiceSpy()
        let store = KeyValueStoreSpy()
        let interactor = LoginInteractor(accounts: .demo, auth: auth, memory: LoginMemory(store: store))
        let tracker = LeakTracker()
        do {
            let output = LoginInteractorOutputSpy()
            tracker.track(output)
            interactor.output = output
        }
        let login = Task { await interactor.logIn(phone: "13874389438", code: "5858") }
        await auth.waitForRequest()

        auth.complete(with: .success(.davidBlaine))
        await login.value

        #expect(tracker.survivors.isEmpty)
        #expect(LoginMemory(store: store).lastPhone()?.digits == "13874389438")
    }

    // MARK: - Private

    private func makeSUT(
        auth: (any AuthService)? = nil,
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (LoginInteractor, LoginInteractorOutputSpy, AuthServiceSpy, KeyValueStoreSpy) {
        let spy = AuthServiceSpy()
        let output = LoginInteractorOutputSpy()
        let interactor = LoginInteractor(accounts: .demo, auth: auth ?? spy, memory: LoginMemory(store: store))
        interactor.output = output
        return (interactor, output, spy, store)
    }
}
