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
        // It runs on every keystroke, so it scans the UTF-8 bytes once into a small stack buffer instead of
        // building strings: no heap allocation, and anything longer than "0086" + 11 digits stops early.
        let digits = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { buffer -> String? in
            var count = 0
            for byte in text.utf8 where byte != UInt8(ascii: " ") && byte != UInt8(ascii: "-") {
                guard count < buffer.count else { return nil }
                buffer[count] = byte
                count += 1
            }
            var number = buffer[..<count]
            if number.starts(with: "+86".utf8) {
                number = number.dropFirst(3)
            } else if number.starts(with: "0086".utf8) {
                number = number.dropFirst(4)
            }
            guard number.count == 11, number.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                number[number.startIndex] == UInt8(ascii: "1"),
                (UInt8(ascii: "3")...UInt8(ascii: "9")).contains(number[number.startIndex + 1])
            else { return nil }
            return String(decoding: number, as: UTF8.self)
        }
        guard let digits else { return nil }
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
