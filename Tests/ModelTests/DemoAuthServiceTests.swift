import Model
import Testing

@Suite(.timeLimit(.minutes(1)))
struct DemoAuthServiceTests {
    @Test(
        "the demo server answers its accounts and its three failures",
        arguments: [
            ("13874389438", "5858", Result<Person, AuthError>.success(.davidBlaine)),
            ("+86 138 7438 9438", " 5858 ", .success(.davidBlaine)),
            ("13800138000", "1234", .success(.adaLovelace)),
            ("13874389438", "1234", .failure(.incorrectCode)),
            ("13800138000", "5858", .failure(.incorrectCode)),
            ("13912345678", "5858", .failure(.unknownNumber)),
            ("13900000000", "5858", .failure(.serverNotResponding)),
            ("13900000000", "0000", .failure(.serverNotResponding)),
        ]
    )
    func outcomes(phone: String, code: String, expected: Result<Person, AuthError>) async throws {
        let sut = DemoAuthService(latency: .zero)
        let phone = try #require(MobileNumber(phone))
        let code = try #require(VerificationCode(code))

        switch expected {
        case .success(let person):
            #expect(try await sut.logIn(phone: phone, code: code) == person)
        case .failure(let error):
            await #expect(throws: error) { try await sut.logIn(phone: phone, code: code) }
        }
    }

    @Test("the Fill up credentials are a valid login of the demo server's account with an avatar")
    func fillUpCredentialsLogInAsDavidBlaine() async throws {
        let credentials = LoginCredentials.demo
        let phone = try #require(MobileNumber(credentials.phone))
        let code = try #require(VerificationCode(credentials.code))

        #expect(try await DemoAuthService(latency: .zero).logIn(phone: phone, code: code) == .davidBlaine)
        #expect(AccountDirectory.demo.account(for: credentials.phone)?.person == .davidBlaine)
    }

    @Test(
        "failures carry the messages the user sees",
        arguments: [
            (AuthError.unknownNumber, "No account uses this number."),
            (.incorrectCode, "The verification code is incorrect."),
            (.serverNotResponding, "The server is not responding. Please try again."),
        ]
    )
    func messages(error: AuthError, message: String) {
        #expect(error.userFacingMessage == message)
        #expect(error.localizedDescription == message)
    }

    @Test("every answer waits out the configured latency, and zero latency does not wait at all")
    func latencyIsHonoured() async throws {
        let sleep = SleepSpy()
        let slow = DemoAuthService(latency: .milliseconds(1_500), sleep: sleep.sleep)
        let instant = DemoAuthService(latency: .zero, sleep: sleep.sleep)
        let phone = try #require(MobileNumber("13874389438"))

        _ = try await slow.logIn(phone: phone, code: try #require(VerificationCode("5858")))
        _ = try? await slow.logIn(phone: phone, code: try #require(VerificationCode("0000")))
        _ = try await instant.logIn(phone: phone, code: try #require(VerificationCode("5858")))

        #expect(sleep.recorded == [.milliseconds(1_500), .milliseconds(1_500)])
    }

    @Test("cancelling during the latency throws CancellationError")
    func cancellationDuringLatency() async throws {
        let sleep = SleepSpy(blocks: true)
        let sut = DemoAuthService(latency: .seconds(1), sleep: sleep.sleep)
        let phone = try #require(MobileNumber("13874389438"))
        let code = try #require(VerificationCode("5858"))

        let login = Task { try await sut.logIn(phone: phone, code: code) }
        await sleep.waitUntilSleeping()
        login.cancel()

        await #expect(throws: CancellationError.self) { try await login.value }
    }

    @Test("the default sleep gives up at once when the task is already cancelled")
    func defaultSleepHonoursCancellation() async throws {
        let sut = DemoAuthService(latency: .seconds(3_600))
        let phone = try #require(MobileNumber("13874389438"))
        let code = try #require(VerificationCode("5858"))

        let login = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await sut.logIn(phone: phone, code: code)
        }

        await #expect(throws: CancellationError.self) { try await login.value }
    }
}
