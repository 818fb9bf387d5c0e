import Foundation

/// A stack of view controllers, the top one on screen. Stands in for `UINavigationController`.
///
/// Owns its view controllers strongly; each refers back weakly through
/// ``ViewController/navigationController``. A ``Window`` owns the navigation controller.
///
/// Deliberate differences: no animations and no back button to tap — ``pop()`` is the back button;
/// pushing loads the pushed controller's view at once. Like `UINavigationController`, it may be subclassed: an app
/// that keeps its stack as state overrides ``pop()`` to hear of the back button, and may set the stack from its model
/// in ``ViewController/updateProperties()``, which runs once the stack is in a window.
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first, top last.
    public private(set) var viewControllers: [ViewController]

    /// Creates a stack holding `rootViewController`; its view loads when the stack is put in a window.
    public init(rootViewController: ViewController) {
        viewControllers = [rootViewController]
        super.init()
        rootViewController.navigationController = self
    }

    /// The controller on screen: the last of ``viewControllers``.
    public var topViewController: ViewController? {
        viewControllers.last
    }

    /// Puts a controller on top of the stack and loads its view.
    open func push(_ viewController: ViewController) {
        viewControllers.append(viewController)
        viewController.navigationController = self
        viewController.didShow()
    }

    /// Removes the top controller and returns it, or returns nil when only the root is left. A HUD the popped
    /// controller showed (``ViewController/showHUD(_:)``) leaves with it, and so does the network activity it showed;
    /// its ``ViewController/updateProperties()`` does not run again unless it is shown again.
    @discardableResult
    open func pop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        leave(popped)
        topViewController?.didShow()
        return popped
    }

    /// Replaces the whole stack with `viewControllers` (UIKit's `setViewControllers(_:animated:)`), root first: a
    /// deep link rebuilding the stack, a log-out leaving one screen. The controllers that leave go as ``pop()`` lets
    /// one go (their HUD and network activity with them); those that stay keep their state; the new top is shown.
    /// The stack is never empty: an empty array changes nothing.
    open func setViewControllers(_ viewControllers: [ViewController]) {
        guard !viewControllers.isEmpty else { return }
        let previousTop = topViewController
        for leaving in self.viewControllers where !viewControllers.contains(where: { $0 === leaving }) {
            leave(leaving)
        }
        self.viewControllers = viewControllers
        for viewController in viewControllers {
            viewController.navigationController = self
        }
        if topViewController !== previousTop || !(topViewController?.isViewLoaded ?? true) {
            topViewController?.didShow()
        }
    }

    // MARK: - Private

    /// A controller leaves the stack: the HUD and the network activity it showed go with it.
    private func leave(_ viewController: ViewController) {
        viewController.hideHUD()
        viewController.setNetworkActivityIndicatorVisible(false)
        viewController.navigationController = nil
    }
}
