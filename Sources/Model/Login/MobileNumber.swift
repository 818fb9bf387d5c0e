import Foundation

/// A valid China-mainland mobile number, normalised to its 11 ASCII digits.
///
/// It encodes as a plain JSON string of the digits, and decoding re-checks the rule, so a tampered store
/// cannot produce an invalid number.
public struct MobileNumber: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The 11 ASCII digits, without prefix, spaces or hyphens.
    public let digits: String

    /// Validates what the user typed: nil unless, after removing spaces and hyphens and an optional
    /// `+86` or `0086` prefix, exactly 11 ASCII digits remain, the first `1` and the second `3`–`9`.
    ///
    /// Only U+0020 spaces and U+002D hyphens are removed; any other character (tabs, full-width or
    /// other-script digits, emoji) makes the text invalid.
    public init?(_ text: String) {
        var scalars = text.unicodeScalars.filter { $0 != " " && $0 != "-" }[...]
        for prefix in ["+86", "0086"] where scalars.starts(with: prefix.unicodeScalars) {
            scalars = scalars.dropFirst(prefix.unicodeScalars.count)
            break
        }
        guard scalars.count == 11, scalars.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        let digits = String(String.UnicodeScalarView(scalars))
        guard digits.first == "1", let second = digits.dropFirst().first, ("3"..."9").contains(second) else {
            return nil
        }
        self.digits = digits
    }

    /// Decodes the digits string and re-checks the rule; throws `DecodingError.dataCorrupted` if it fails.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let number = MobileNumber(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a valid mobile number.")
        }
        self = number
    }

    /// Encodes the 11 digits as a single string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(digits)
    }

    /// The 11 digits.
    public var description: String { digits }
}
