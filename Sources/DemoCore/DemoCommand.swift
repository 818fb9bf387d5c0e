import Foundation

/// One line the user typed at the demo's prompt, parsed.
enum DemoCommand: Equatable {
    case type(identifier: String, text: String)
    case clear(identifier: String)
    case tap(identifier: String)
    case select(identifier: String, row: Int)
    case scroll(identifier: String, row: Int)
    case back
    case open(link: String)
    case show
    case help
    case quit

    /// Parses `line`; nil for a blank line or a `#` comment, and a one-line error for anything else it does not know.
    init?(parsing line: String) throws(DemoCommandError) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        let words = trimmed.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
        let verb = words[0]
        let arguments = Array(words.dropFirst())
        switch (verb, arguments.count) {
        case ("type", 2): self = .type(identifier: arguments[0], text: arguments[1])
        case ("clear", 1): self = .clear(identifier: arguments[0])
        case ("tap", 1): self = .tap(identifier: arguments[0])
        case ("select", 2): self = .select(identifier: arguments[0], row: try Self.row(arguments[1]))
        case ("scroll", 2): self = .scroll(identifier: arguments[0], row: try Self.row(arguments[1]))
        case ("back", 0): self = .back
        case ("open", 1): self = .open(link: arguments[0])
        case ("show", 0): self = .show
        case ("help", 0): self = .help
        case ("quit", 0), ("exit", 0): self = .quit
        case ("type", _), ("clear", _), ("tap", _), ("select", _), ("scroll", _), ("back", _), ("open", _),
            ("show", _), ("help", _), ("quit", _), ("exit", _):
            throw DemoCommandError("wrong arguments for \(TerminalText.quoted(verb)) (try 'help')")
        default:
            throw DemoCommandError("unknown command \(TerminalText.quoted(verb)) (try 'help')")
        }
    }

    private static func row(_ text: String) throws(DemoCommandError) -> Int {
        guard let row = Int(text), row >= 0 else {
            throw DemoCommandError("\(TerminalText.quoted(text)) is not a row number")
        }
        return row
    }
}
