import Model

/// A list row of a frame, fitted to the terminal's 80 columns.
///
/// HeadlessUI draws a row on one line — `row 0: "In the Tatras", detail "65 favourites · 0 comments", image
/// https://live.staticflickr.com/…_m.jpg` — well past 80 columns for any photo. So a row that does not fit keeps
/// its title and detail on its line and puts its image on the next, indented under it; a title still too long is
/// cut with "…" inside its quotes, as a table cell truncates a label, and an image URL too long loses its middle.
/// Columns are counted as a terminal draws them (``TerminalText/columns(of:)-(StringProtocol)``): a Japanese title
/// or an emoji takes two a character.
enum ListRowText {
    /// The width a frame's lines fit in.
    static let width = 80

    /// `line` (escaped for the terminal) as one or two lines that fit ``width``, the first leaving room for a
    /// `reserved` number of columns after it (the change mark); lines other than a list row come back as they are.
    static func fitted(_ line: String, reserving reserved: Int) -> [String] {
        guard columns(line) + reserved > width, let row = Row(line) else { return [line] }
        var lines = [fittedText(indent: row.indent, head: row.head, text: row.text, width: width - reserved)]
        if let image = row.image {
            let prefix = row.indent + "  image "
            lines.append(prefix + middleTruncated(image, toFit: width - columns(prefix)))
        }
        return lines
    }

    /// `line` (escaped for the terminal) with a row's detail that holds no count at all — the app's "— favourites ·
    /// — comments", which only the offline catalogue answers — written as what it means, "counts not in the offline
    /// catalogue", outside quotes since the words are the demo's, not the app's. Other lines come back as they are.
    static func namingUnknownCounts(_ line: String) -> String {
        let unknown = ", detail \(String(reflecting: FlickrPhotoMetadata.unknownSummary))"
        guard line.contains(unknown), let row = Row(line), row.text.hasSuffix(unknown) else { return line }
        return row.indent + row.head + row.text.dropLast(unknown.count) + ", " + FlickrPhotoMetadata.notInCatalogue
            + (row.image.map { ", image " + $0 } ?? "")
    }

    // MARK: - Private

    /// A row line taken apart: `<indent>row <n>: <text>[, image <url>]`.
    private struct Row {
        let indent: String
        let head: String
        let text: String
        let image: String?

        init?(_ line: String) {
            let indent = line.prefix { $0 == " " }
            let rest = line.dropFirst(indent.count)
            guard rest.hasPrefix("row "), let colon = rest.firstIndex(of: ":"),
                colon < rest.index(before: rest.endIndex)
            else { return nil }
            let head = rest[...rest.index(after: colon)]
            var body = rest[head.endIndex...]
            // A URL has no space and no quote, and a title's own ", image " sits inside its quotes: only a last part
            // with neither is the image.
            if let separator = body.range(of: ", image ", options: .backwards),
                !body[separator.upperBound...].contains(where: { $0 == " " || $0 == "\"" })
            {
                image = String(body[separator.upperBound...])
                body = body[..<separator.lowerBound]
            } else {
                image = nil
            }
            self.indent = String(indent)
            self.head = String(head)
            text = String(body)
        }
    }

    /// `indent + head + text`, with the title — the quoted string `text` starts with — cut with "…" until the line
    /// fits `width`; a text that starts with no title is cut at its end instead.
    private static func fittedText(indent: String, head: String, text: String, width: Int) -> String {
        let line = indent + head + text
        guard columns(line) > width else { return line }
        let cut = prefix(of: line, fitting: width - 1) + "…"
        guard text.first == "\"", let title = quotedTokens(text) else { return cut }
        let after = String(text.dropFirst(title.characterCount))
        // What is left for the title's columns once the rest of the line, its two quotes and the "…" are in.
        let room = width - columns(indent + head) - columns(after) - 3
        guard room > 0 else { return cut }
        var kept = ""
        var keptColumns = 0
        for token in title.tokens {
            let tokenColumns = columns(token)
            guard keptColumns + tokenColumns <= room else { break }
            kept += token
            keptColumns += tokenColumns
        }
        return indent + head + "\"" + kept + "…\"" + after
    }

    /// The quoted string `text` starts with, as tokens (an escape such as `\"` or `\u{1B}` is one token, so a cut
    /// never splits it), and how many characters it takes with its quotes; nil if it never closes.
    private static func quotedTokens(_ text: String) -> (tokens: [String], characterCount: Int)? {
        var tokens: [String] = []
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                return (tokens, text.distance(from: text.startIndex, to: index) + 1)
            }
            var end = text.index(after: index)
            if character == "\\", end < text.endIndex {
                end =
                    text[end] == "u"
                    ? (text[end...].firstIndex(of: "}").map(text.index(after:)) ?? text.endIndex)
                    : text.index(after: end)
            }
            tokens.append(String(text[index..<end]))
            index = end
        }
        return nil
    }

    /// `text` with its middle replaced by "…" until it fits `width`, keeping more of the end (a URL's file name).
    private static func middleTruncated(_ text: String, toFit width: Int) -> String {
        guard columns(text) > width, width > 1 else { return text }
        let end = (width - 1) * 2 / 3
        return prefix(of: text, fitting: width - 1 - end) + "…"
            + String(prefix(of: String(text.reversed()), fitting: end).reversed())
    }

    /// The longest start of `text` that takes at most `width` columns.
    private static func prefix(of text: String, fitting width: Int) -> String {
        var kept = ""
        var keptColumns = 0
        for character in text {
            let characterColumns = TerminalText.columns(of: character)
            guard keptColumns + characterColumns <= width else { break }
            kept.append(character)
            keptColumns += characterColumns
        }
        return kept
    }

    private static func columns(_ text: String) -> Int {
        TerminalText.columns(of: text)
    }
}
