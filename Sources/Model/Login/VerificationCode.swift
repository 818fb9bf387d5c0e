import Foundation

/// A valid verification code: after trimming surrounding whitespace, exactly 4 ASCII digits.
///
/// The code is a secret: its `description`, `debugDescription` and mirror (what `dump` shows) are
/// redacted, and it is deliberately not `Codable`, so it cannot be put in a store by accident.
public struct VerificationCode: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    let digits: String

    /// Validates what the user typed: nil unless, after trimming surrounding whitespace, exactly 4 ASCII
    /// digits remain.
    public init?(_ text: String) {
        // Trimmed on the scalars with Unicode's White_Space property (the same set as Foundation's
        // `.whitespacesAndNewlines`) rather than through Foundation, which allocates: it runs as the user types.
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return nil }
        let code = scalars[first...last]
        guard code.count == 4, code.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        digits = String(code)
    }

    /// Redacted: never the code.
    public var description: String { "VerificationCode(redacted)" }

    /// Redacted: never the code.
    public var debugDescription: String { description }

    /// An empty mirror, so `dump` and reflection never show the code.
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}
