import Foundation

/// A line of read-only text. Stands in for `UILabel`.
///
/// Deliberate difference: no fonts or attributed text; `nil` and `""` both render as empty.
@MainActor
public final class Label: View {
    /// The text shown, or nil for none.
    public var text: String?

    /// Creates a label with an optional identifier and text.
    public init(identifier: String? = nil, text: String? = nil) {
        self.text = text
        super.init(identifier: identifier)
    }

    override var renderedState: [String] {
        // A label shows nothing for nil and for "", so both render alike.
        [text.flatMap { $0.isEmpty ? nil : $0.quoted } ?? "empty"]
    }
}
