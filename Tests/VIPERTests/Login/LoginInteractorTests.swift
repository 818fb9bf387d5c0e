import Model
import TestSupport
import Testing

@testable import VIPER

/// The login use case alone, reporting to an output spy: what VIPER buys is that the rules, the service calls and
/// the login's lifetime can be proven without a presenter or a view.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginInteractorTests {
    @Test(
        "L2: the interactor finds the avatar while the phone is a known account's valid number",
        arguments: LoginFixtures.avatarRule)
    func findsTheAvatarOfAKnownValidNumber(_ row: LoginFixtures.AvatarRow) {
        let (interactor, _, _, _) = makeSUT()

        #expect(interactor.avatarURL(forPhone: row.phone) == row.avatarURL)
    }

    @Test("L4: an invalid phone is reported rejected and nothing is sent", arguments: OddInput.invalidPhones)
    func invalidPhoneIsRejected(_ phone: OddInput) {
        let (interactor, output, auth, store) = makeSUT()

        let login = interactor.logIn(phone: phone.text, code: LoginFixtures.david.code)

        #expect(login == nil)
        #expect(output.reports == [.phoneRejected])
        #expect(auth.requests.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("L5: an invalid code is reported rejected and nothing is sent", arguments: OddInput.invalidCodes)
    func invalidCodeIsRejected(_ code: OddInput) {
        let (interactor, output, auth, store) = makeSUT()

        let login = interactor.logIn(phone: LoginFixtures.david.typedPhone, code: code.text)

        #expect(login == nil)
        #expect(output.reports == [.codeRejected])
        #expect(auth.requests.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("L6: valid input is reported started and sent once, as the service's number and code")
    func validInputIsStartedAndSentOnce() async {
        let (interactor, output, auth, _) = makeSUT()

        let login = interactor.logIn(phone: LoginFixtures.ada.typedPhone, code: " 1234 ")
        await auth.waitForRequest()
        let second = interactor.logIn(phone: LoginFixtures.ada.typedPhone, code: "1234")

        #expect(second == nil)
        #expect(interactor.isLoggingIn)
        #expect(output.reports == [.loginStarted])
        #expect(auth.requests == [LoginFixtures.request(for: LoginFixtures.ada)])
        auth.complete(with: .success(.adaLovelace))
        await login?.waitForEnd()
        #expect(interactor.isLoggingIn == false)
    }

    @Test("L7: success remembers the phone but never the code, and reports the person, then the end")
    func successRemembersThePhoneAndReportsThePerson() async {
        let (interactor, output, auth, store) = makeSUT()

        let login = interactor.logIn(phone: LoginFixtures.ada.typedPhone, code: LoginFixtures.ada.code)
        await auth.waitForRequest()
        auth.complete(with: .success(.adaLovelace))
        await login?.waitForEnd()

        #expect(output.reports == [.loginStarted, .loginSucceeded(.adaLovelace), .loginEnded])
        #expect(interactor.rememberedPhone() == "13800138000")
        #expect(store.writes.allSatisfy { !$0.contains(LoginFixtures.ada.code) })
    }

    @Test(
        "L8: failure reports the service's error, then the end, and remembers nothing",
        arguments: LoginFixtures.failures)
    func failureIsReportedAndNothingRemembered(_ failure: ServiceFailure) async {
        let (interactor, output, auth, store) = makeSUT()

        let login = interactor.logIn(phone: LoginFixtures.david.typedPhone, code: LoginFixtures.david.code)
        await auth.waitForRequest()
        auth.complete(with: .failure(failure.error))
        await login?.waitForEnd()

        #expect(output.reports == [.loginStarted, .loginFailed(message: failure.message), .loginEnded])
        #expect(store.writes.isEmpty)
    }

    @Test("L9: a new interactor over the same store answers the phone the last login remembered")
    func rememberedPhoneSurvivesANewInteractor() async {
        let store = KeyValueStoreSpy()
        let (first, _, auth, _) = makeSUT(store: store)
        let login = first.logIn(phone: LoginFixtures.david.typedPhone, code: LoginFixtures.david.code)
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login?.waitForEnd()

        let (interactor, _, _, _) = makeSUT(store: store)

        #expect(interactor.rememberedPhone() == "13874389438")
    }

    @Test("L10: released mid-request, the interactor cancels the login and reports nothing more")
    func releasedMidRequestCancelsTheLogin() async {
        var (interactor, output, auth, store): (LoginInteractor?, _, _, _) = makeSUT()
        let login = interactor?.logIn(phone: LoginFixtures.david.typedPhone, code: LoginFixtures.david.code)
        await auth.waitForRequest()

        interactor = nil
        await login?.waitForEnd()

        #expect(auth.cancelledRequests == [LoginFixtures.request(for: LoginFixtures.david)])
        #expect(output.reports == [.loginStarted])
        #expect(store.writes.isEmpty)
    }

    // MARK: - Private

    private func makeSUT(
        store: KeyValueStoreSpy = KeyValueStoreSpy()
    ) -> (interactor: LoginInteractor, output: LoginInteractorOutputSpy, auth: AuthServiceSpy, store: KeyValueStoreSpy)
    {
        let auth = AuthServiceSpy()
        let interactor = LoginInteractor(accounts: .demo, auth: auth, memory: LoginMemory(store: store))
        let output = LoginInteractorOutputSpy()
        interactor.output = output
        trackForLeaks(interactor, output)
        return (interactor, output, auth, store)
    }
}
