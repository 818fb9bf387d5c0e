import Testing

@testable import DemoCore

struct TerminalTextTests {
    @Test(
        "control characters are written as Swift escapes, everything else as it is",
        arguments: [
            ("plain text, émoji 👋 and 中文", "plain text, émoji 👋 and 中文"),
            ("\u{1B}[2J\u{1B}]0;pwned\u{07}", #"\u{1B}[2J\u{1B}]0;pwned\u{07}"#),
            ("tab\tnew\nline\rnull\0", #"tab\tnew\nline\rnull\0"#),
            ("delete\u{7F}", #"delete\u{7F}"#),
            ("one-byte CSI \u{9B}31m and NEL \u{85}", #"one-byte CSI \u{9B}31m and NEL \u{85}"#),
            ("line\u{2028}paragraph\u{2029}", #"line\u{2028}paragraph\u{2029}"#),
            ("bidi \u{202E}txt.exe\u{202C}", #"bidi \u{202E}txt.exe\u{202C}"#),
            (#"a \u{1B} typed as text stays"#, #"a \u{1B} typed as text stays"#),
        ]
    )
    func escapesControlCharacters(text: String, expected: String) {
        #expect(TerminalText.escaped(text) == expected)
    }

    @Test(
        "arrow, editing and function keys are removed from a line, other escape sequences are kept",
        arguments: [
            ("show\u{1B}[A", "show"),
            ("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", ""),
            ("sh\u{1B}[Dow", "show"),
            ("\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OP", ""),
            ("ctrl-right\u{1B}[1;5C and delete\u{1B}[3~ and page up\u{1B}[5~", "ctrl-right and delete and page up"),
            ("clear \u{1B}[2J stays", "clear \u{1B}[2J stays"),
            ("title \u{1B}]0;x\u{07} stays", "title \u{1B}]0;x\u{07} stays"),
            ("a lone escape at the end \u{1B}", "a lone escape at the end \u{1B}"),
        ]
    )
    func removesKeySequences(line: String, expected: String) {
        #expect(TerminalText.removingKeySequences(line) == expected)
    }

    @Test(
        "a user's text is quoted whole up to 40 characters, and longer is cut there with its length said",
        arguments: [
            ("frob", "'frob'"),
            (String(repeating: "a", count: 40), "'\(String(repeating: "a", count: 40))'"),
            (String(repeating: "b", count: 41), "'\(String(repeating: "b", count: 40))…' (41 characters)"),
            (String(repeating: "👨‍👩‍👧", count: 50), "'\(String(repeating: "👨‍👩‍👧", count: 40))…' (50 characters)"),
        ]
    )
    func quotesUserText(text: String, expected: String) {
        #expect(TerminalText.quoted(text) == expected)
    }

    @Test(
        "columns are counted as a terminal draws them: two for wide characters and emoji pictures, none for marks",
        arguments: [
            ("abc", 3), ("ゴイサギ：", 10), ("中文 text", 9), ("１２", 4), ("한국", 4), ("⚡️", 2), ("☀", 1), ("☀️", 2),
            ("👩‍👩‍👧", 2), ("e\u{301}", 1), ("\u{200B}", 0), ("— · … ◀", 7),
        ]
    )
    func countsColumns(text: String, columns: Int) {
        #expect(TerminalText.columns(of: text) == columns)
    }
}
