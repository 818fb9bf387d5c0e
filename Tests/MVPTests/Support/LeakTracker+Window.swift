import HeadlessUI
import TestSupport

@testable import MVP

extension LeakTracker {
    /// Tracks everything a window shows: the window, its HUD and toast, its navigation controller, and
    /// every view controller on the stack with every view in its tree, its right bar button and its MVP
    /// roles (the presenter and, for login, the presenter's router).
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
            trackRoles(of: controller, file: file, line: line)
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

    // MARK: - Private

    @MainActor
    private func trackRoles(of controller: ViewController, file: StaticString, line: UInt) {
        switch controller {
        case let login as LoginViewController:
            track(login.presenter, file: file, line: line)
            track(login.presenter.router, file: file, line: line)
        case let greeting as GreetingViewController:
            track(greeting.presenter, file: file, line: line)
        default:
            break
        }
    }
}
