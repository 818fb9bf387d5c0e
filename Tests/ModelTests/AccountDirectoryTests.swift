import Foundation
import Model
import Testing

struct AccountDirectoryTests {
    @Test(
        "the demo directory answers the account for what the user typed",
        arguments: [
            ("13874389438", Person.davidBlaine as Person?),
            ("+86 138-7438-9438", .davidBlaine),
            ("13800138000", .adaLovelace),
            ("13900000000", nil),
            ("1387438943", nil),
            ("", nil),
        ]
    )
    func answersKnownAccounts(text: String, person: Person?) {
        #expect(AccountDirectory.demo.account(for: text)?.person == person)
    }

    @Test("each demo account has its own avatar")
    func avatars() throws {
        let david = try #require(AccountDirectory.demo.account(for: "13874389438"))
        let ada = try #require(AccountDirectory.demo.account(for: "13800138000"))

        #expect(david.avatarURL != ada.avatarURL)
        #expect(david.phone.digits == "13874389438")
    }

    @Test("a custom directory answers only its own accounts")
    func customDirectory() throws {
        let account = Account(
            phone: try #require(MobileNumber("15012345678")),
            person: Person(firstName: "Grace", lastName: "Hopper"),
            avatarURL: try #require(URL(string: "https://avatars.example.com/grace.png"))
        )
        let directory = AccountDirectory(accounts: [account])

        #expect(directory.account(for: "150 1234 5678") == account)
        #expect(directory.account(for: "13874389438") == nil)
    }
}
