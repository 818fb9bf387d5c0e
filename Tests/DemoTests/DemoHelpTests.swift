import Model
import Testing

@testable import DemoCore

@Suite(.timeLimit(.minutes(1)))
struct DemoHelpTests {
    @Test("help lists each demo account with its code and owner, and the outage number")
    func listsTheDemoAccounts() {
        let help = DemoHelp.text

        #expect(help.contains("13874389438  code 5858   David Blaine"))
        #expect(help.contains("13800138000  code 1234   Ada Lovelace"))
        #expect(help.contains("13900000000"))
        #expect(help.contains("tap <id>"))
    }

    @Test("every account help lists logs in to the embedded server as the owner it names")
    func listedAccountsLogIn() async throws {
        let server = DemoAuthService(latency: .zero)
        for account in DemoHelp.accounts {
            let phone = try #require(MobileNumber(account.phone))
            let owner = try #require(AccountDirectory.demo.account(for: account.phone)).person

            let person = try await server.logIn(phone: phone, code: try #require(VerificationCode(account.code)))

            #expect(person == owner)
        }
    }

    @Test("the outage number help lists makes the embedded server fail")
    func outageNumberFails() async throws {
        let phone = try #require(MobileNumber(DemoHelp.outageNumber))

        await #expect(throws: AuthError.serverNotResponding) {
            try await DemoAuthService(latency: .zero).logIn(phone: phone, code: try #require(VerificationCode("0000")))
        }
    }
}
