import Model
import TestSupport
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AuthServiceSpyTests {
    let phone = MobileNumber("13874389438")!
    let code = VerificationCode("5858")!

    @Test("a login is observed as pending until the test completes it, then delivers the person")
    func pendingThenCompleted() async throws {
        let spy = AuthServiceSpy()

        let login = Task { try await spy.logIn(phone: phone, code: code) }
        await spy.waitForRequest()

        #expect(spy.requests == [AuthServiceSpy.Request(phone: phone, code: code)])
        #expect(spy.pendingCount == 1)

        spy.complete(with: .success(.adaLovelace))

        #expect(try await login.value == .adaLovelace)
        #expect(spy.pendingCount == 0)
        #expect(spy.requests.count == 1)
    }

    @Test("a failure is delivered as thrown")
    func failureDelivered() async {
        let spy = AuthServiceSpy()

        let login = Task { try await spy.logIn(phone: phone, code: code) }
        await spy.waitForRequest()
        spy.complete(with: .failure(AuthError.incorrectCode))

        await #expect(throws: AuthError.incorrectCode) { try await login.value }
    }

    @Test("completions go to the oldest pending login first")
    func oldestFirst() async throws {
        let spy = AuthServiceSpy()
        let first = Task { try await spy.logIn(phone: phone, code: code) }
        await spy.waitForRequest()
        let second = Task { try await spy.logIn(phone: MobileNumber("13800138000")!, code: code) }
        await spy.waitForRequest(pending: 2)

        spy.complete(with: .success(.davidBlaine))
        spy.complete(with: .success(.adaLovelace))

        #expect(try await first.value == .davidBlaine)
        #expect(try await second.value == .adaLovelace)
        #expect(spy.requests.map(\.phone.digits) == ["13874389438", "13800138000"])
    }

    @Test("a pending login whose task is cancelled throws CancellationError and is no longer pending")
    func pendingLoginEndsOnCancellation() async {
        let spy = AuthServiceSpy()
        let login = Task { try await spy.logIn(phone: phone, code: code) }
        await spy.waitForRequest()

        login.cancel()

        await #expect(throws: CancellationError.self) { try await login.value }
        #expect(spy.pendingCount == 0)
        #expect(spy.requests.count == 1)
    }

    @Test("a wait already suspended returns when its task is cancelled, with nothing pending")
    func waitReturnsOnCancellation() async {
        let spy = AuthServiceSpy()

        let wait = startedUntilSuspended { await spy.waitForRequest() }
        wait.cancel()
        await wait.value

        #expect(spy.pendingCount == 0)
    }

    @Test("a wait already cancelled before it starts returns too")
    func waitAlreadyCancelled() async {
        let spy = AuthServiceSpy()

        let wait = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await spy.waitForRequest()
        }
        await wait.value

        #expect(spy.requests.isEmpty)
    }

    @Test("completing with nothing pending records an issue that says so, and completes nothing")
    func completingWithNothingPendingRecordsAnIssue() {
        let spy = AuthServiceSpy()

        withKnownIssue("the test completes a login that was never made") {
            spy.complete(with: .success(.davidBlaine))
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("AuthServiceSpy.complete(with:) was called with no matching pending request")
            }
        }

        #expect(spy.requests.isEmpty)
    }

    @Test("a login cancelled while pending is recorded as cancelled")
    func cancelledLoginIsRecorded() async {
        let spy = AuthServiceSpy()
        let login = Task { try await spy.logIn(phone: phone, code: code) }
        await spy.waitForRequest()

        login.cancel()
        _ = try? await login.value

        #expect(spy.cancelledRequests == [AuthServiceSpy.Request(phone: phone, code: code)])
    }

    @Test("the stub answers at once with its canned result")
    func stub() async throws {
        await #expect(throws: AuthError.serverNotResponding) {
            try await AuthServiceStub(result: .failure(.serverNotResponding)).logIn(phone: phone, code: code)
        }
        #expect(
            try await AuthServiceStub(result: .success(.davidBlaine)).logIn(phone: phone, code: code) == .davidBlaine)
    }

    @Test("a recorded request never shows the code")
    func requestRedactsCode() {
        let request = AuthServiceSpy.Request(phone: phone, code: code)

        #expect(!String(describing: request).contains("5858"))
        #expect(!String(reflecting: request).contains("5858"))
    }
}
