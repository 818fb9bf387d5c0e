import Foundation

/// Why a ``Window`` look-up found no widget: the identifier is not on the current screen, or belongs to
/// a widget of another type. No UIKit counterpart (XCUITest's "no matches found" failure).
///
/// Its description names the identifier, the widget type asked for, the screen and every identifier the
/// screen does have, so a failing test says what to fix.
public struct WidgetLookupError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The identifier asked for.
    public let identifier: String

    /// The widget type asked for, such as "TextField".
    public let expectedType: String

    /// The type of the widget that has the identifier, when it is not the one asked for; nil when
    /// nothing on the screen has it.
    public let foundType: String?

    /// The screen searched: its title, or its controller's type when it has none.
    public let screen: String

    /// The identifiers on the screen, in tree order, each with its widget type: `login.phone (TextField)`.
    public let availableIdentifiers: [String]

    /// Explains the failure in one line.
    public var description: String {
        let available =
            availableIdentifiers.isEmpty ? "none" : availableIdentifiers.joined(separator: ", ")
        let problem =
            if let foundType {
                "\"\(identifier)\" on screen \"\(screen)\" is a \(foundType), not a \(expectedType)."
            } else {
                "No \(expectedType) \"\(identifier)\" on screen \"\(screen)\"."
            }
        return "\(problem) Identifiers on this screen: \(available)."
    }
}
