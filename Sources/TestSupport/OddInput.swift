/// Text a user might enter that the login rules must reject, named for the test report: a test's arguments show
/// by their name, so a 10 kB paste does not flood the results.
public struct OddInput: Sendable, CustomStringConvertible {
    /// What the input is, as test results show it.
    public let name: String
    /// The text entered.
    public let text: String

    /// Names `text` for the report.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// The name, which test results show in place of the text.
    public var description: String { name }

    /// Phone numbers the mobile number rule rejects: other scripts' digits, a huge paste, emoji, a digit short or
    /// over, letters.
    public static let invalidPhones = [
        OddInput(name: "full-width digits", text: "１３８７４３８９４３８"),
        OddInput(name: "Arabic-Indic digits", text: "١٣٨٧٤٣٨٩٤٣٨"),
        OddInput(name: "a 10 kB paste", text: String(repeating: "13874389438", count: 931)),
        OddInput(name: "an emoji", text: "📱13874389438"),
        OddInput(name: "10 digits", text: "1387438943"),
        OddInput(name: "12 digits", text: "138743894380"),
        OddInput(name: "second digit 2", text: "12874389438"),
        OddInput(name: "letters", text: "thirteen eight"),
        OddInput(name: "a letter among digits", text: "1387438943a"),
    ]

    /// Verification codes the code rule rejects: other scripts' digits, a space inside, too many or too few digits,
    /// whitespace only, emoji.
    public static let invalidCodes = [
        OddInput(name: "Arabic-Indic digits", text: "٣٤٥٦"),
        OddInput(name: "full-width digits", text: "１２３４"),
        OddInput(name: "a space inside", text: "12 34"),
        OddInput(name: "5 digits", text: "12345"),
        OddInput(name: "3 digits", text: "123"),
        OddInput(name: "whitespace only", text: "   "),
        OddInput(name: "emoji", text: "5️⃣8️⃣5️⃣8️⃣"),
    ]
}
