import Foundation
import Model
import Testing

struct LoginMemoryTests {
    @Test("nothing is remembered before a login")
    func startsEmpty() {
        #expect(LoginMemory(store: InMemoryStore()).lastPhone() == nil)
    }

    @Test("the last remembered phone wins")
    func remembersTheLastPhone() throws {
        let sut = LoginMemory(store: InMemoryStore())

        sut.remember(try #require(MobileNumber("13874389438")))
        sut.remember(try #require(MobileNumber("+86 138 0013 8000")))

        #expect(sut.lastPhone()?.digits == "13800138000")
    }

    @Test("after a login the store holds the phone and never the code, and keeps it across a restart")
    func remembersPhoneButNeverCode() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("store.json")
        let phone = try #require(MobileNumber("13874389438"))
        _ = try await DemoAuthService(latency: .zero).logIn(phone: phone, code: try #require(VerificationCode("5858")))

        LoginMemory(store: JSONFileStore(url: file)).remember(phone)

        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("13874389438"))
        #expect(!saved.contains("5858"))
        #expect(LoginMemory(store: JSONFileStore(url: file)).lastPhone() == phone)
    }

    @Test("a stored value that is not a valid number is not answered")
    func rejectsTamperedValue() throws {
        let store = InMemoryStore()
        try store.setValue("12345", forKey: "login.lastPhone")

        #expect(LoginMemory(store: store).lastPhone() == nil)
    }
}
