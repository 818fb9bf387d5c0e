import Model
import TestSupport
import Testing

@testable import VIPER

/// The login use case alone, in entities: its queries answer at once, and its login reports to an output spy. What
/// VIPER buys is that the rules, the service call and what is remembered are proven without a presenter or a view. The
/// login runs in a task the test starts and cancels, as the presenter's would; the auth spy is completed by hand.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginInteractorTests {
    @Test("L2: the interactor finds the account whose valid number the phone is", arguments: LoginFixtures.avatarRule)
    func findsTheAccountOfAKnownValidNumber(_ row: LoginFixtures.AvatarRow) {
        let (interactor, _, _, _) = makeSUT()

        #expect(interactor.account(forPhone: row.phone)?.avatarURL == row.avatarURL)
    }

    @Test("L4: the interactor takes no mobile number from an invalid phone", arguments: OddInput.invalidPhones)
    func invalidPhoneMakesNoNumber(_ phone: OddInput) {
        let (interactor, _, _, _) = makeSUT()

        #expect(interactor.mobileNumber(for: phone.text) == nil)
    }

    @Test("L5: the interactor takes no verification code from an invalid code", arguments: OddInput.invalidCodes)
    func invalidCodeMakesNoCode(_ code: OddInput) {
        let (interactor, _, _, _) = makeSUT()

        #expect(interactor.verificationCode(for: code.text) == nil)
    }

    @Test("L6: valid input, however it is written, makes the number and code the service takes")
    func validInputMakesTheServicesNumberAndCode() {
        let (interactor, output, auth, _) = makeSUT()

        let number = interactor.mobileNumber(for: LoginFixtures.ada.typedPhone)
        let code = interactor.verificationCode(for: " 1234 ")

        #expect(number == LoginFixtures.ada.phone)
        #expect(code == VerificationCode("1234"))
        #expect(auth.requests.isEmpty)
        #expect(output.reports.isEmpty)
    }

    @Test("L7: a login remembers the phone but never the code, and reports the person")
    func loginRemembersThePhoneAndReportsThePerson() async {
        let (interactor, output, auth, store) = makeSUT()
        let request = LoginFixtures.request(for: LoginFixtures.ada)

        let login = Task { await interactor.logIn(phone: request.phone, code: request.code) }
        await auth.waitForRequest()
        auth.complete(with: .success(.adaLovelace))
        await login.waitForEnd()

        #expect(auth.requests == [request])
        #expect(output.reports == [.loginSucceeded(.adaLovelace)])
        #expect(interactor.rememberedPhone() == LoginFixtures.ada.phone)
        #expect(store.writes.allSatisfy { !$0.contains(LoginFixtures.ada.code) })
    }

    @Test("L8: a failure is reported, and nothing is remembered", arguments: LoginFixtures.failures)
    func failureIsReportedAndNothingRemembered(_ failure: ServiceFailure) async {
        let (interactor, output, auth, store) = makeSUT()
        let request = LoginFixtures.request(for: LoginFixtures.david)

        let login = Task { await interactor.logIn(phone: request.phone, code: request.code) }
        await auth.waitForRequest()
        auth.complete(with: .failure(failure.error))
        await login.waitForEnd()

        #expect(output.reports == [.loginFailed(message: failure.message)])
        #expect(store.writes.isEmpty)
    }

    @Test("L9: a new interactor over the same store answers the phone the last login remembered")
    func rememberedPhoneSurvivesANewInteractor() async {
        let store = KeyValueStoreSpy()
        let (first, _, auth, _) = makeSUT(store: store)
        let request = LoginFixtures.request(for: LoginFixtures.david)
        let login = Task { await first.logIn(phone: request.phone, code: request.code) }
        await auth.waitForRequest()
        auth.complete(with: .success(.davidBlaine))
        await login.waitForEnd()

        let (interactor, _, _, _) = makeSUT(store: store)

        #expect(interactor.rememberedPhone() == LoginFixtures.david.phone)
    }

    @Test("L10: cancelled mid-request, the login's request is cancelled, and nothing is reported or remembered")
    func cancelledMidRequestReportsAndRemembersNothing() async {
        let (interactor, output, auth, store) = makeSUT()
        let request = LoginFixtures.request(for: LoginFixtures.david)
        let login = Task { await interactor.logIn(phone: request.phone, code: request.code) }
        await auth.waitForRequest()

        login.cancel()
        await login.waitForEnd()

        #expect(auth.cancelledRequests == [request])
        #expect(output.reports.isEmpty)
        #expect(store.writes.isEmpty)
    }

    @Test("L10: a success that lands after its login was cancelled is neither reported nor remembered")
    func successAfterCancellationIsDropped() async {
        let (interactor, output, auth, store) = makeSUT()
        let request = LoginFixtures.request(for: LoginFixtures.david)
        let login = Task { await interactor.logIn(phone: request.phone, code: request.code) }
        await auth.waitForRequest()

        // The answer and the cancellation land in the same turn: the login resumes with its person, already cancelled.
        auth.complete(with: .success(.davidBlaine))
        login.cancel()
        await login.waitForEnd()

        #expect(output.reports.isEmpty)
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
