import Foundation

/// An editable line of text. Stands in for `UITextField` with `.editingChanged` targets.
///
/// The one behaviour every screen depends on is UIKit's: **what the user types fires the editing-changed handlers;
/// setting ``text`` in code does not**. ``type(_:)``, ``deleteBackward()``, ``paste(_:)`` and ``clear()`` are the user;
/// assigning ``text`` is the program (the "Fill up" pitfall of the seed articles).
///
/// Deliberate differences: handlers are closures, not target–action, and receive the new text; a field
/// becomes first responder when the user types into it (resigning the window's previous one) and
/// resigns with ``endEditing()``. There is no cursor: typing appends at the end. Each user edit ends with the
/// pending update passes run (``ViewController/updateProperties()``), as a turn of UIKit's run loop would.
@MainActor
public final class TextField: View {
    // MARK: - State

    /// The text. Setting it in code fires no handler, exactly as in UIKit.
    public var text = ""

    /// The grey hint shown while the text is empty.
    public var placeholder: String?

    /// Whether the field is first responder (the keyboard is up).
    public private(set) var isEditing = false

    private var editingChangedHandlers: [@MainActor (String) -> Void] = []

    /// Creates an empty field with an optional identifier and placeholder.
    public init(identifier: String? = nil, placeholder: String? = nil) {
        self.placeholder = placeholder
        super.init(identifier: identifier)
    }

    // MARK: - Inputs

    /// Adds a handler called with the new text after every user edit, after the handlers added before it.
    public func onEditingChanged(_ handler: @escaping @MainActor (String) -> Void) {
        editingChangedHandlers.append(handler)
    }

    /// Adds a handler called after every user edit, for a controller that reads ``text`` itself (UIKit's
    /// `addTarget(_:action:for: .editingChanged)` with an action that takes no argument).
    public func onEditingChanged(_ handler: @escaping @MainActor () -> Void) {
        editingChangedHandlers.append { _ in handler() }
    }

    /// The user types `text`: the field begins editing, then each character (grapheme cluster) is
    /// appended and the handlers are called after each one.
    public func type(_ text: String) {
        beginEditing()
        for character in text {
            self.text.append(character)
            editingChanged()
        }
    }

    /// The user presses the delete key (`UIKeyInput.deleteBackward()`): the field begins editing, and if it
    /// has text its last character (grapheme cluster) goes and the handlers are called once.
    public func deleteBackward() {
        beginEditing()
        guard !text.isEmpty else { return }
        text.removeLast()
        editingChanged()
    }

    /// The user pastes `text`: the field begins editing, appends it all and calls the handlers once
    /// (not at all for an empty paste, which changes nothing).
    public func paste(_ text: String) {
        beginEditing()
        guard !text.isEmpty else { return }
        self.text += text
        editingChanged()
    }

    /// The user taps the clear button: the field begins editing, empties and calls the handlers once.
    public func clear() {
        beginEditing()
        text = ""
        editingChanged()
    }

    /// Resigns first responder: the keyboard goes away. Calls no handler.
    public func endEditing() {
        guard isEditing else { return }
        isEditing = false
        if let window, window.firstResponder === self {
            window.firstResponder = nil
        }
    }

    // MARK: - Private

    private func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        guard let window else { return }
        if let previous = window.firstResponder, previous !== self {
            previous.endEditing()
        }
        window.firstResponder = self
    }

    /// After every user edit: the handlers, then the update passes the edit made pending (the end of a user event).
    private func editingChanged() {
        for handler in editingChangedHandlers {
            handler(text)
        }
        UpdatePass.runPendingPasses(inWindowOf: self)
    }

    override var renderedState: [String] {
        var state = [text.quoted]
        if text.isEmpty, let placeholder {
            state = ["empty", "placeholder \(placeholder.quoted)"]
        }
        if isEditing {
            state.append("editing")
        }
        return state
    }
}
