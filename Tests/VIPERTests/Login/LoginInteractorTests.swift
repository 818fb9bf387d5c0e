import Model
import TestSupport
import Testing

@testable import VIPER

/// The login use case alone, in entities, reporting to an output spy: what VIPER buys is that the rules, the service
/// call and what is remembered are proven without a presenter or a view. The async use case runs in a task the test
/// starts, as the presenter's would, and cancels, as the presenter's deinit would; the auth spy is completed by hand.
@MainActor
@Suite(.leakChecked, .timeLimit(.minutes(1)))
struct LoginInteractorTests {
    @Test("L2: the interactor finds the account whose valid number the phone is", arguments: LoginFixtures.avatarRule)
    func findsTheAccountOfAKnownValidNumber(_ row: LoginFixtures.AvatarRow) {
        let (interactor, _, _, _) = makeSUT()

        #expect(interactor.account(forPhone: row.phone)?.avatarURL == row.avatarURL)
    }

    @Test("L4: an invalid phone is reported and validates to nothing", arguments: OddInput.invalidPhones)
    func invalidPhoneIsRejected(_ phone: OddInput) {
        let (interactor, output, _, _) = makeSUT()

        let credentials = interactor.validate(phone: phone.text, code: LoginFixtures.david.code)

        #expect(credentials == nil)
        #expect(output.reports == [.phoneRejected])
    }

    @Test("L5: an invalid code is reported and validates to nothing", arguments: OddInput.invalidCodes)
    func invalidCodeIsRejected(_ code: OddInput) {
        let (interactor, output, _, _) = makeSUT()

        let credentials = interactor.validate(phone: LoginFixtures.david.typedPhone, code: code.text)

        #expect(credentials == nil)
        #expect(output.reports == [.codeRejected])
    }

    @Test("L6: valid input, however it is written, validates to the number and code the service takes")
    func validInputValidatesToTheServicesNumberAndCode() throws {
        let (interactor, output, _, _) = makeSUT()

        let credentials = try #require(interactor.validate(phone: LoginFixtures.ada.typedPhone, code: " 1234 "))

        #expect(credentials.phone == LoginFixtures.ada.phone)
        #expect(credentials.code == VerificationCode("1234"))
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
