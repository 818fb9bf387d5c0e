import HeadlessUI

extension LeakTracker {
    /// Tracks everything a window shows: the window, its HUD and toast, its navigation controller, and every view
    /// controller on the stack with every view in its tree, its navigation item and right bar button — plus, for
    /// each controller, the objects `parts` names: the presentation types a style hangs off its screens
    /// (presenter, view model, interactor, router), which only that style's tests can reach.
    ///
    /// Walking the trees means a widget added to a screen later cannot be forgotten here. Nothing is kept alive.
    @MainActor
    public func trackEverything(
        in window: Window,
        parts: (ViewController) -> [AnyObject] = { _ in [] },
        file: StaticString = #fileID,
        line: UInt = #line
    ) {
        track(window, file: file, line: line)
        track(window.hud, file: file, line: line)
        track(window.toast, file: file, line: line)
        track(window.navigationController, file: file, line: line)
        for controller in window.navigationController.viewControllers {
            track(controller, file: file, line: line)
            track(controller.navigationItem, file: file, line: line)
            for part in parts(controller) {
                track(part, file: file, line: line)
            }
            var views: [View] = [controller.view]
            if let barButton = controller.navigationItem.rightBarButton {
                views.append(barButton)
            }
            while let view = views.popLast() {
                track(view, file: file, line: line)
                views += view.subviews
            }
        }
    }
}
