/// Makes text the demo did not write itself safe to print on a terminal, and cleans what a terminal sends.
///
/// A command, an identifier, a file name or an error message can carry control characters; printed raw, an
/// escape sequence clears the screen or retitles the window. ``Window/render()`` escapes widget text with
/// `String(reflecting:)`; this escapes the rest the same way, and a few characters that one lets through.
public enum TerminalText {
    /// `text` with every control character written as a Swift escape, as `String(reflecting:)` writes it
    /// (`\u{1B}`, `\u{07}`, `\t`, `\n`), so that printing it moves no cursor and sets no mode.
    ///
    /// Escaped: the C0 controls, DEL and the C1 controls (U+0080–U+009F, which include the one-byte CSI that
    /// `String(reflecting:)` lets through), the line and paragraph separators, and the bidirectional controls
    /// that can make a line read differently from what it holds.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if needsEscaping(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` in single quotes, for a one-line message that names what the user gave: an argument, a command, an
    /// identifier. Text longer than 40 characters is cut there and the message says how long it was, so that a
    /// 100 KB argument is not echoed whole. It still needs ``escaped(_:)`` before it is printed.
    public static func quoted(_ text: String) -> String {
        guard !text.dropFirst(quotedLength).isEmpty else { return "'\(text)'" }
        return "'\(text.prefix(quotedLength))…' (\(text.count) characters)"
    }

    /// `path` as a message names a file the user gave: whole up to 80 characters; a longer one keeps its first 40 and
    /// its last 30 — where the file's name is — around a "…", in single quotes, and the message says how long it was,
    /// so that a 5,000-character path is not echoed whole. It still needs ``escaped(_:)`` before it is printed.
    public static func shortenedPath(_ path: String) -> String {
        guard !path.dropFirst(longPathLength).isEmpty else { return path }
        return "'\(path.prefix(quotedLength))…\(path.suffix(pathEndLength))' (\(path.count) characters)"
    }

    /// `path` in single quotes, shortened as ``shortenedPath(_:)`` says.
    public static func quotedPath(_ path: String) -> String {
        guard !path.dropFirst(longPathLength).isEmpty else { return "'\(path)'" }
        return shortenedPath(path)
    }

    /// How many columns a terminal gives `text`: two for an East Asian wide or fullwidth character and for an emoji
    /// drawn as a picture, none for a character made only of marks or format controls, one for the rest. Counting
    /// characters instead made a row of Japanese or emoji look 80 columns wide when the terminal drew it in 85.
    public static func columns(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns of one character (a grapheme cluster), as ``columns(of:)-(StringProtocol)`` counts them.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let isPicture =
            scalars.contains { $0.properties.isEmojiPresentation }
            || (first.properties.isEmoji && scalars.contains(emojiPresentationSelector))
        if isPicture || wideRanges.contains(where: { $0.contains(first.value) }) {
            return 2
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// `line` without the escape sequences a terminal sends for cursor and editing keys — arrows, Home, End,
    /// Insert, Delete, Page Up and Down, F1–F4 — which a line read in canonical mode carries as text.
    ///
    /// Any other escape sequence (a screen clear, a title change) is kept, so that it is shown escaped rather
    /// than silently dropped.
    public static func removingKeySequences(_ line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        var kept = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if let length = keySequenceLength(in: scalars, at: index) {
                index += length
            } else {
                kept.append(scalars[index])
                index += 1
            }
        }
        return String(kept)
    }

    // MARK: - Private

    private static let escapeCharacter: Unicode.Scalar = "\u{1B}"

    /// How many characters of a user's text ``quoted(_:)`` shows: an identifier or a mistyped option fits, a pasted
    /// file does not.
    private static let quotedLength = 40

    /// The longest path a message names whole: a deep project folder and a file name fit.
    private static let longPathLength = 80

    /// How many of a long path's last characters ``shortenedPath(_:)`` keeps: a file name.
    private static let pathEndLength = 30

    /// The selector that asks for an emoji's picture: `☀` is one column, `☀️` two.
    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

    /// The East Asian wide and fullwidth blocks a terminal draws in two columns (Unicode's East_Asian_Width W and F,
    /// which Swift does not expose; the emoji among them are found by their own property): Hangul, CJK punctuation,
    /// kana, ideographs, Yi, compatibility and fullwidth forms.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x18AFF, 0x1B000...0x1B2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The bidirectional formatting characters (ALM, LRM, RLM, LRE…RLO, LRI…PDI).
    private static let bidirectionalControls: Set<UInt32> = [
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ]

    private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: bidirectionalControls.contains(scalar.value)
        default: false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\0": return "\\0"
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\\u{" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex + "}"
        }
    }

    /// The length of the key sequence starting at `index`, or nil if none starts there.
    ///
    /// Keys arrive as CSI (`ESC [` parameters, final byte) or SS3 (`ESC O` final byte). Cursor keys end in
    /// A–D, Home and End in H or F, editing and paging keys in `~`, F1–F4 in P–S.
    private static func keySequenceLength(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard scalars[index] == escapeCharacter, index + 1 < scalars.count else { return nil }
        switch scalars[index + 1] {
        case "[":
            var end = index + 2
            while end < scalars.count, ("0"..."?").contains(scalars[end]) {
                end += 1
            }
            guard end < scalars.count, "ABCDHFPQRS~".unicodeScalars.contains(scalars[end]) else { return nil }
            return end - index + 1
        case "O":
            guard index + 2 < scalars.count, "ABCDHFPQRS".unicodeScalars.contains(scalars[index + 2]) else {
                return nil
            }
            return 3
        default:
            return nil
        }
    }
}
