import Foundation
import Model
import Testing

struct VerificationCodeTests {
    @Test(
        "four ASCII digits, after trimming surrounding whitespace, are a code",
        arguments: ["5858", "0000", "1234", " 1234 ", "\t1234\n", "1234 ", "\u{00A0}9876"]
    )
    func acceptsFourDigits(text: String) {
        #expect(VerificationCode(text) != nil)
    }

    @Test(
        "anything else is not a code",
        arguments: [
            "", "    ", "123", "12345", "12 34", "1 2 3 4", "٣٤٥٦", "１２３４", "१२३४", "12a4", "abcd", "12.4", "-123",
            "+123", "1234😀", "😀😀😀😀", "1\u{0301}234", "123\u{0000}",
        ]
    )
    func rejectsEverythingElse(text: String) {
        #expect(VerificationCode(text) == nil)
    }

    @Test("codes compare by their digits, ignoring the whitespace trimmed away")
    func equality() {
        #expect(VerificationCode(" 5858\n") == VerificationCode("5858"))
        #expect(VerificationCode("5858") != VerificationCode("1234"))
    }

    @Test("a code never shows its digits in a description, reflection or dump")
    func redacted() throws {
        let code = try #require(VerificationCode("5858"))
        var dumped = ""
        dump(code, to: &dumped)

        for text in [String(describing: code), String(reflecting: code), "\(code)", dumped] {
            #expect(!text.contains("5858"), "\(text)")
        }
    }
}
