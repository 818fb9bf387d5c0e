import Testing

/// A test argument that is text a user might enter, shown in test results by a short name (a 10 kB paste
/// would otherwise flood them).
struct OddInput: Sendable, CustomTestStringConvertible {
    /// What the input is, as test results show it.
    let name: String
    /// The text entered.
    let text: String

    var testDescription: String { name }

    /// Phone numbers the mobile number rule rejects.
    static let invalidPhones = [
        OddInput(name: "full-width digits", text: "１３８７４３８９４３８"),
        OddInput(name: "Arabic-Indic digits", text: "١٣٨٧٤٣٨٩٤٣٨"),
        OddInput(name: "a 10 kB paste", text: String(repeating: "13874389438", count: 931)),
        OddInput(name: "an emoji", text: "1387438943😀"),
        OddInput(name: "10 digits", text: "1387438943"),
        OddInput(name: "letters", text: "phonenumber"),
        OddInput(name: "a letter among digits", text: "1387438943a"),
    ]

    /// Verification codes the code rule rejects.
    static let invalidCodes = [
        OddInput(name: "Arabic-Indic digits", text: "٣٤٥٦"),
        OddInput(name: "a space inside", text: "12 34"),
        OddInput(name: "5 digits", text: "12345"),
        OddInput(name: "whitespace only", text: "   "),
        OddInput(name: "emoji", text: "🔢🔢🔢🔢"),
    ]
}
