import Testing

@testable import DemoCore

struct DemoCommandTests {
    @Test(
        "each command is read with its arguments; the text typed keeps its spaces",
        arguments: [
            ("type login.phone 138 7438", DemoCommand.type(identifier: "login.phone", text: "138 7438")),
            ("  clear login.code  ", .clear(identifier: "login.code")),
            ("tap login.submit", .tap(identifier: "login.submit")),
            ("select search.recent 2", .select(identifier: "search.recent", row: 2)),
            ("scroll results.list 40", .scroll(identifier: "results.list", row: 40)),
            ("back", .back),
            ("show", .show),
            ("help", .help),
            ("quit", .quit),
            ("exit", .quit),
        ]
    )
    func parsesCommands(line: String, expected: DemoCommand) throws {
        #expect(try DemoCommand(parsing: line) == expected)
    }

    @Test("a blank line and a comment are nothing to do", arguments: ["", "   ", "# a comment"])
    func skipsBlankLinesAndComments(line: String) throws {
        #expect(try DemoCommand(parsing: line) == nil)
    }

    @Test(
        "a line it cannot run gets a one-line error that says what to try",
        arguments: [
            ("frobnicate", "unknown command 'frobnicate' (try 'help')"),
            ("tap", "wrong arguments for 'tap' (try 'help')"),
            ("back now", "wrong arguments for 'back' (try 'help')"),
            ("quit now", "wrong arguments for 'quit' (try 'help')"),
            ("exit now", "wrong arguments for 'exit' (try 'help')"),
            ("select list x", "'x' is not a row number"),
            ("scroll list -1", "'-1' is not a row number"),
        ]
    )
    func reportsBadLines(line: String, message: String) {
        #expect(throws: DemoCommandError.self) { try DemoCommand(parsing: line) }
        do {
            _ = try DemoCommand(parsing: line)
        } catch {
            #expect(error.description == message)
        }
    }
}
