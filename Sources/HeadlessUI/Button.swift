import Foundation

/// A tappable button with a title. Stands in for `UIButton` with `.touchUpInside` targets, and for
/// `UIBarButtonItem` when set as a ``NavigationItem/rightBarButton``.
///
/// ``tap()`` is the user's finger: it does nothing while the button is disabled or hidden (or inside a
/// hidden view). A synchronous handler is called directly, so a tap costs a closure call. An async
/// handler is started with `Task.immediate`: what it does before its first `await` (typically disabling
/// this very button) has happened when `tap()` returns, and the window counts it until it returns, so
/// ``Window/settle()`` waits for it.
///
/// Deliberate differences: handlers are closures, not target–action; `async` handlers are new.
@MainActor
public final class Button: View {
    // MARK: - State

    /// The title shown.
    public var title: String

    /// A disabled button ignores taps.
    public var isEnabled = true

    private var handlers: [Handler] = []

    /// Creates an enabled button with an optional identifier and a title.
    public init(identifier: String? = nil, title: String = "") {
        self.title = title
        super.init(identifier: identifier)
    }

    // MARK: - Inputs

    /// Adds a handler called directly by ``tap()``, after the handlers added before it.
    public func onTap(_ handler: @escaping @MainActor () -> Void) {
        handlers.append(.sync(handler))
    }

    /// Adds an async handler that ``tap()`` starts at once and the window counts until it returns.
    public func onTap(_ handler: @escaping @MainActor () async -> Void) {
        handlers.append(.async(handler))
    }

    /// The user taps the button: calls its handlers in order, unless it is disabled or hidden, then runs the update
    /// passes they made pending (``ViewController/updateProperties()``), so the screen shows the tap's effect.
    public func tap() {
        guard isEnabled, !isHiddenInHierarchy else { return }
        for handler in handlers {
            switch handler {
            case .sync(let handler):
                handler()
            case .async(let handler):
                WorkTracker.start(handler, countedBy: WorkTracker.current ?? window?.work)
            }
        }
        UpdatePass.runPendingPasses(inWindowOf: self)
    }

    // MARK: - Private

    private enum Handler {
        case sync(@MainActor () -> Void)
        case async(@MainActor () async -> Void)
    }

    override var renderedState: [String] {
        isEnabled ? [title.quoted] : [title.quoted, "disabled"]
    }
}
