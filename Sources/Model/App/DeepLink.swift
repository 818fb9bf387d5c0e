/// Where a link asks the app to go (N2–N5): `photos://greeting`, `photos://search` or `photos://search?text=…`.
///
/// Parsed once here, for every style, from the link's text as the system hands it over; whatever the app does not
/// know is no link at all (the initialiser answers nil) and the app says ``AppTexts/cannotOpenLink``.
public enum DeepLink: Hashable, Sendable {
    /// `photos://greeting`: the greeting alone on the stack.
    case greeting

    /// `photos://search?text=…`, or `photos://search` with an empty text: Search with `text` in its field, searched as
    /// Go would search it when Go is enabled for it (S1).
    case search(text: String)

    /// The links' scheme.
    public static let scheme = "photos"

    /// The longest search text a link may carry, in characters (grapheme clusters), after percent-decoding.
    public static let maximumTextLength = 200

    /// Parses `link`; nil for anything the app does not know (N5): another scheme or host, a user, port or path,
    /// broken percent-encoding (a `%` not followed by two hex digits, bytes that are not UTF-8), control characters or
    /// whitespace in the link or in the decoded text, two `text` values, or a text longer than ``maximumTextLength``.
    ///
    /// Scheme and host are compared ignoring case, as URLs are; a trailing `/`, a fragment and query items other than
    /// `text` are ignored, as a web page ignores what it does not read. A `+` stays a `+`: only `%20` is a space.
    public init?(_ link: String) {
        guard !link.unicodeScalars.contains(where: Self.isRefused) else { return nil }
        let (schemeName, separator, afterScheme) = link.partitioned(at: ":")
        guard separator, schemeName.lowercased() == Self.scheme, afterScheme.hasPrefix("//") else { return nil }
        let (beforeFragment, _, _) = afterScheme.dropFirst(2).partitioned(at: "#")
        let (beforeQuery, _, query) = beforeFragment.partitioned(at: "?")
        let host = beforeQuery.hasSuffix("/") ? beforeQuery.dropLast() : beforeQuery
        switch host.lowercased() {
        case "greeting":
            self = .greeting
        case "search":
            guard let text = Self.text(inQuery: query) else { return nil }
            self = .search(text: text)
        default:
            return nil
        }
    }

    /// The link's text, percent-encoded: what a system would hand the app to come here.
    public var link: String {
        switch self {
        case .greeting:
            "\(Self.scheme)://greeting"
        case .search(let text) where text.isEmpty:
            "\(Self.scheme)://search"
        case .search(let text):
            "\(Self.scheme)://search?text=" + Self.percentEncoded(text)
        }
    }

    // MARK: - Private

    /// The decoded value of the query's one `text` item, "" when there is none; nil when the query is not one the app
    /// can read.
    private static func text(inQuery query: Substring) -> String? {
        var text: String?
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            let (name, _, value) = item.partitioned(at: "=")
            guard let decodedName = percentDecoded(name) else { return nil }
            guard decodedName == "text" else { continue }
            guard text == nil, let decoded = percentDecoded(value) else { return nil }
            text = decoded
        }
        guard let text else { return "" }
        guard text.count <= maximumTextLength, !text.unicodeScalars.contains(where: isControl) else { return nil }
        return text
    }

    /// `text` with every `%XY` turned back into its byte, or nil when a `%` is not followed by two hex digits or the
    /// bytes are not UTF-8.
    private static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Everything but the characters RFC 3986 lets stand unencoded in a query value (`&`, `=`, `+`, `#` and `%` are
    /// encoded, so the text reads back exactly).
    private static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    /// A character no link may carry as is: a control character, or whitespace (a space is written `%20`).
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || scalar.properties.isWhitespace
    }

    /// C0 and C1 controls, DEL, and the line and paragraph separators, which would break a line of text.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}

extension StringProtocol where SubSequence == Substring {
    /// The text before the first `separator`, whether there was one, and the text after it (empty when there was
    /// none).
    fileprivate func partitioned(at separator: Character) -> (Substring, Bool, Substring) {
        guard let index = firstIndex(of: separator) else { return (self[...], false, "") }
        return (self[..<index], true, self[self.index(after: index)...])
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: Swift.max(0, length - count)) + self
    }
}
