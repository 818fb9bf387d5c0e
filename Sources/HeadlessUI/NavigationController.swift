import Foundation

/// A stack of view controllers, the top one on screen. Stands in for `UINavigationController`.
///
/// Owns its view controllers strongly; each refers back weakly through
/// ``ViewController/navigationController``. A ``Window`` owns the navigation controller.
///
/// Deliberate differences: no animations and no back button to tap — ``pop()`` is the back button;
/// pushing loads the pushed controller's view at once.
@MainActor
public final class NavigationController: ViewController {
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
    public func push(_ viewController: ViewController) {
        viewControllers.append(viewController)
        viewController.navigationController = self
        viewController.didShow()
    }

    /// Removes the top controller and returns it, or returns nil when only the root is left. A HUD the popped
    /// controller showed (``ViewController/showHUD(_:)``) leaves with it, and so does the network activity it showed;
    /// its ``ViewController/updateProperties()`` does not run again unless it is shown again.
    @discardableResult
    public func pop() -> ViewController? {
        guard viewControllers.count > 1 else { return nil }
        let popped = viewControllers.removeLast()
        popped.hideHUD()
        popped.setNetworkActivityIndicatorVisible(false)
        popped.navigationController = nil
        topViewController?.didShow()
        return popped
    }
}
