import Foundation

/// The app's window and the test driver. Stands in for `UIWindow` (with the app-wide HUD, toast and
/// network activity indicator) and plays `XCUIApplication`'s part for tests, the demo and the benchmarks.
///
/// Owns the root ``NavigationController`` (which owns the screens), the ``HUD``, the ``Toast`` and the
/// ``WorkTracker``; nothing under it refers back strongly, so releasing the window frees everything.
///
/// Deliberate differences from UIKit: look-ups by accessibility identifier (``textField(_:)``,
/// ``button(_:)``, …) search only the screen on top — its view tree and its right bar button — and throw
/// a ``WidgetLookupError`` instead of returning nil; ``settle()`` waits for every async handler and
/// dispatched work to return; ``render()`` draws the screen as text. Look-ups, ``render()`` and ``settle()`` first run
/// the pending update passes of what this window shows (``ViewController/updateProperties()``): they stand in for the
/// frame before which UIKit runs them, so a test reads the screen as the user would see it.
@MainActor
public final class Window {
    // MARK: - State

    /// The navigation stack on screen.
    public let navigationController: NavigationController

    /// The blocking progress overlay.
    public let hud = HUD()

    /// The short tips shown to the user.
    public let toast = Toast()

    /// The status bar's network activity spinner (`UIApplication.isNetworkActivityIndicatorVisible`): on while any
    /// screen of this window has turned it on with ``ViewController/setNetworkActivityIndicatorVisible(_:)``.
    public var isNetworkActivityIndicatorVisible: Bool {
        screensShowingNetworkActivity.contains { $0.screen != nil }
    }

    /// The screens that turned the network activity indicator on, held weakly so the window never keeps a screen
    /// alive; a popped screen takes its share with it (see ``NavigationController/pop()``).
    var screensShowingNetworkActivity: [WeakScreen] = []

    /// Counts the async work started by this window's widgets; keep it to wait after releasing the window.
    public let work = WorkTracker()

    /// The text field the user is typing into.
    weak var firstResponder: TextField?

    /// Shows `rootViewController` (wrapped in a navigation controller unless it is one) and loads the
    /// top controller's view.
    public init(rootViewController: ViewController) {
        navigationController =
            rootViewController as? NavigationController
            ?? NavigationController(rootViewController: rootViewController)
        navigationController.hostWindow = self
        work.window = self
        // The navigation controller loads first: a subclass that sets its stack from a model does so in its first
        // pass, and shows the top it chose.
        let top = navigationController.topViewController
        navigationController.loadViewIfNeeded()
        if navigationController.topViewController === top {
            top?.didShow()
        }
    }

    // MARK: - Outputs

    /// The controller on screen.
    public var topViewController: ViewController? {
        navigationController.topViewController
    }

    /// Returns when no async work started by this window's widgets (or by work they started) is in
    /// flight and no update pass is pending, or when the calling task is cancelled.
    public func settle() async {
        await work.settle()
    }

    // MARK: - Inputs

    /// The text field with `identifier` on the current screen.
    public func textField(_ identifier: String) throws(WidgetLookupError) -> TextField {
        try view(identifier, as: TextField.self)
    }

    /// The button with `identifier` on the current screen, the right bar button included.
    public func button(_ identifier: String) throws(WidgetLookupError) -> Button {
        try view(identifier, as: Button.self)
    }

    /// The label with `identifier` on the current screen.
    public func label(_ identifier: String) throws(WidgetLookupError) -> Label {
        try view(identifier, as: Label.self)
    }

    /// The image view with `identifier` on the current screen.
    public func imageView(_ identifier: String) throws(WidgetLookupError) -> ImageView {
        try view(identifier, as: ImageView.self)
    }

    /// The activity indicator with `identifier` on the current screen.
    public func activityIndicator(_ identifier: String) throws(WidgetLookupError) -> ActivityIndicator {
        try view(identifier, as: ActivityIndicator.self)
    }

    /// The list with `identifier` on the current screen.
    public func list(_ identifier: String) throws(WidgetLookupError) -> ListView {
        try view(identifier, as: ListView.self)
    }

    /// The first view of type `Widget` with `identifier` on the current screen, in tree order, then the
    /// right bar button, once the pending update passes have run; throws when there is none or it has another type.
    public func view<Widget: View>(
        _ identifier: String,
        as type: Widget.Type = Widget.self
    ) throws(WidgetLookupError) -> Widget {
        UpdatePass.flush(self)
        let views = screenViews()
        if let match = views.first(where: { $0.accessibilityIdentifier == identifier }) {
            if let widget = match as? Widget { return widget }
            throw lookupError(identifier, expected: type, found: typeName(of: match), in: views)
        }
        throw lookupError(identifier, expected: type, found: nil, in: views)
    }

    /// The current screen as text, once the pending update passes have run: its title, each view in tree order with
    /// its identifier and state, the visible rows of lists, the right bar button, then the HUD, the last toast and the
    /// network activity indicator when they show.
    public func render() -> String {
        UpdatePass.flush(self)
        var lines: [String] = []
        if let top = topViewController {
            let stack = navigationController.viewControllers
            if stack.count > 1 {
                let previous = screenName(of: stack[stack.count - 2])
                lines.append(
                    "Screen \(screenName(of: top).quoted) (back to \(previous.quoted))")
            } else {
                lines.append("Screen \(screenName(of: top).quoted)")
            }
            for subview in top.view.subviews {
                render(subview, depth: 1, into: &lines)
            }
            if let barButton = top.navigationItem.rightBarButton {
                lines.append("  right bar button: " + renderedLine(of: barButton))
            }
        }
        if hud.isVisible {
            lines.append("HUD: " + (hud.message.map { $0.quoted } ?? "no message"))
        }
        if let toast = toast.lastMessage {
            lines.append("Toast: " + toast.quoted)
        }
        if isNetworkActivityIndicatorVisible {
            lines.append("Network activity indicator: on")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Private

    /// The top screen's views in tree order (depth first), then its right bar button.
    private func screenViews() -> [View] {
        guard let top = topViewController else { return [] }
        var views: [View] = []
        var stack = [top.view]
        while let view = stack.popLast() {
            views.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        if let barButton = top.navigationItem.rightBarButton {
            views.append(barButton)
        }
        return views
    }

    private func lookupError(
        _ identifier: String,
        expected: View.Type,
        found: String?,
        in views: [View]
    ) -> WidgetLookupError {
        WidgetLookupError(
            identifier: identifier,
            expectedType: String(describing: expected),
            foundType: found,
            screen: topViewController.map(screenName(of:)) ?? "no screen",
            availableIdentifiers: views.compactMap { view in
                view.accessibilityIdentifier.map { "\($0) (\(typeName(of: view)))" }
            }
        )
    }

    private func screenName(of viewController: ViewController) -> String {
        viewController.title ?? "untitled \(typeName(of: viewController))"
    }

    private func typeName(of object: AnyObject) -> String {
        String(describing: Swift.type(of: object))
    }

    private func render(_ view: View, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        lines.append(indent + renderedLine(of: view))
        if let list = view as? ListView {
            lines += list.renderedRows.map { indent + "  " + $0 }
        }
        for subview in view.subviews {
            render(subview, depth: depth + 1, into: &lines)
        }
    }

    private func renderedLine(of view: View) -> String {
        var line = typeName(of: view)
        if let identifier = view.accessibilityIdentifier {
            line += " " + identifier
        }
        let state = view.renderedState + (view.isHidden ? ["hidden"] : [])
        if !state.isEmpty {
            line += ": " + state.joined(separator: ", ")
        }
        return line
    }
}
