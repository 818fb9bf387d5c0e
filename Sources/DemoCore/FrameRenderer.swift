import HeadlessUI

/// Draws the window's frames for the demo: ``Window/render()``, with a toast shown only in the first frame
/// after it appeared, the lines that changed since the previous frame of the same screen marked, every line
/// escaped for the terminal, and list rows fitted to 80 columns, counts the offline catalogue lacks named as such
/// (``ListRowText``).
///
/// HeadlessUI's ``Toast`` keeps every message (tests read them), and `render()` always prints the last one; a
/// real toast fades. So the renderer counts the messages it has shown and drops the toast line when no new
/// message came since the previous frame. It keeps the last frame of every screen still on the navigation stack, so
/// that the screen `back` returns to is marked against what it showed when it was left.
@MainActor
final class FrameRenderer {
    /// What follows a line that was not in the previous frame of the same screen.
    static let changeMark = "  ◀"

    /// The last frame drawn of one screen, held weakly: a screen that was freed has no frame to compare with, and a new
    /// screen at its address is not it.
    private struct ScreenFrame {
        weak var screen: ViewController?
        let lines: [String]
    }

    private let window: Window
    private var toastsShown: Int
    private var lastFrames: [ScreenFrame] = []

    /// A renderer for `window`; a toast already shown before the first frame counts as new.
    init(window: Window) {
        self.window = window
        toastsShown = 0
    }

    /// The next frame, as lines ready to print.
    func frame() -> [String] {
        var lines = window.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let toasts = window.toast.messages
        if toasts.count == toastsShown, let last = toasts.last {
            let toastLine = "Toast: " + String(reflecting: last)
            lines.removeAll { $0 == toastLine }
        }
        toastsShown = toasts.count
        let screen = window.topViewController
        lastFrames.removeAll { $0.screen == nil }
        let previousLines = lastFrames.first { $0.screen === screen }?.lines
        lastFrames.removeAll { $0.screen === screen }
        lastFrames.append(ScreenFrame(screen: screen, lines: lines))
        let previous = previousLines.map(Set.init)
        return lines.flatMap { line in
            let isChanged = previous.map { !$0.contains(line) } ?? false
            var fitted = ListRowText.fitted(
                ListRowText.namingUnknownCounts(TerminalText.escaped(line)),
                reserving: isChanged ? TerminalText.columns(of: Self.changeMark) : 0)
            if isChanged {
                fitted[0] += Self.changeMark
            }
            return fitted
        }
    }
}
