import HeadlessUI
import TestSupport

extension LeakTracker {
    /// Registers the window, every controller on its navigation stack with its root view, and the named widgets
    /// of the top screen, without keeping any of them alive.
    @MainActor
    func trackScreen(of window: Window, identifiers: [String]) throws {
        track(window)
        track(window.navigationController)
        for viewController in window.navigationController.viewControllers {
            track(viewController)
            track(viewController.view)
        }
        for identifier in identifiers {
            track(try window.view(identifier, as: View.self))
        }
    }
}
