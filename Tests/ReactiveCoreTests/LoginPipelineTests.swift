import ReactiveCore
import Testing

/// The seed's login view model, end to end: two text inputs enable a login action.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LoginPipelineTests {
    @Test("combineLatest(phone, code) → map → skipRepeats enables the login action, which runs once")
    func loginPipelineEndToEnd() async throws {
        let phone = MutableProperty("")
        let code = MutableProperty("")
        let isLoginEnabled = combineLatest(phone, code).map { !$0.isEmpty && !$1.isEmpty }.skipRepeats()
        let work = WorkSpy()
        let login = Action(enabledIf: isLoginEnabled) { (_: Void) async throws -> String in
            try await work.perform(Int(phone.value) ?? 0)
        }
        let button = ObserverSpy<Bool>()
        login.isEnabled.observe(button.record)

        #expect(await login.execute(()).isDisabled)
        for character in "13874389438" { phone.value.append(character) }
        #expect(button.values == [false])
        code.value = "5858"
        #expect(button.values == [false, true])

        let run = startImmediately { await login.execute(()) }
        #expect(button.values == [false, true, false])
        #expect(await login.execute(()).isDisabled)
        work.complete(with: .success("David Blaine"))
        let result = await run.value

        #expect(try result.get() == "David Blaine")
        #expect(work.inputs == [13_874_389_438])
        #expect(button.values == [false, true, false, true])
        code.value = ""
        #expect(button.values == [false, true, false, true, false])
    }
}
