import HeadlessUI
import TestSupport

extension LeakTracker {
    /// Tracks everything a window shows: the window, its HUD and toast, its navigation controller, and
    /// every view controller on the stack with every view in its tree and its right bar button.
    ///
    /// Walking the trees means a widget added to a screen later cannot be forgotten here.
    @MainActor
    func trackEverything(in window: Window, file: StaticString = #fileID, line: UInt = #line) {
        track(window, file: file, line: line)
        track(window.hud, file: file, line: line)
        track(window.toast, file: file, line: line)
        track(window.navigationController, file: file, line: line)
        for controller in window.navigationController.viewControllers {
            track(controller, file: file, line: line)
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
