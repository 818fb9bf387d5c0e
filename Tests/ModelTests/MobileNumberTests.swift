import Foundation
import Model
import Testing

struct MobileNumberTests {
    static let valid: [(String, String)] = [
        ("13874389438", "13874389438"),
        ("138 7438 9438", "13874389438"),
        ("138-7438-9438", "13874389438"),
        ("  13874389438  ", "13874389438"),
        ("1 3 8 7 4 3 8 9 4 3 8", "13874389438"),
        ("--138--7438--9438--", "13874389438"),
        ("+8613874389438", "13874389438"),
        ("+86 138 7438 9438", "13874389438"),
        ("+86-138-7438-9438", "13874389438"),
        ("+ 86 13874389438", "13874389438"),
        ("008613874389438", "13874389438"),
        ("0086 138 7438 9438", "13874389438"),
        ("0086-13800138000", "13800138000"),
        ("13312345678", "13312345678"),
        ("14512345678", "14512345678"),
        ("15012345678", "15012345678"),
        ("16612345678", "16612345678"),
        ("17712345678", "17712345678"),
        ("18812345678", "18812345678"),
        ("19912345678", "19912345678"),
        (String(repeating: " ", count: 10_000) + "13874389438", "13874389438"),
    ]

    static let invalid: [String] = [
        "",
        " ",
        "   ---   ",
        "1387438943",
        "138743894381",
        "10012345678",
        "11012345678",
        "12012345678",
        "23874389438",
        "03874389438",
        "1387438943a",
        "abcdefghijk",
        "１３８７４３８９４３８",
        "1387438943８",
        "١٣٨٧٤٣٨٩٤٣٨",
        "۱۳۸۷۴۳۸۹۴۳۸",
        "१३८७४३८९४३८",
        "138743894😀8",
        "13874389438😀",
        "😀",
        "+86",
        "0086",
        "8613874389438",
        "+8513874389438",
        "+86+8613874389438",
        "0086008613874389438",
        "13874389438\n",
        "138\t7438\t9438",
        "\u{00A0}13874389438",
        "138_7438_9438",
        "138.7438.9438",
        "(138) 7438 9438",
        "1\u{0301}3874389438",
        "138–7438–9438",
        String(repeating: "1", count: 10_000),
        String(repeating: "13874389438", count: 1_000),
    ]

    @Test("valid numbers are accepted and normalised to their 11 digits", arguments: valid)
    func acceptsValidNumbers(text: String, digits: String) throws {
        let number = try #require(MobileNumber(text))
        #expect(number.digits == digits)
        #expect(number.description == digits)
    }

    @Test("anything else is rejected", arguments: invalid)
    func rejectsInvalidNumbers(text: String) {
        #expect(MobileNumber(text) == nil)
    }

    @Test("a number is stored as its digits and decoding re-checks the rule")
    func codableRoundTrip() throws {
        let number = try #require(MobileNumber("+86 138 7438 9438"))
        let data = try JSONEncoder().encode(number)

        #expect(String(decoding: data, as: UTF8.self) == #""13874389438""#)
        #expect(try JSONDecoder().decode(MobileNumber.self, from: data) == number)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(MobileNumber.self, from: Data(#""12345""#.utf8))
        }
    }
}
