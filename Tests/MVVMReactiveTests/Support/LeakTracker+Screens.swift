import HeadlessUI
import TestSupport
import Testing

@testable import MVVMReactive

extension LeakTracker {
    /// Registers every object of a login screen in `window`: the window and its navigation controller, the
    /// screen, its view and widgets, its navigation item and bar button, its view model and the login.
    @MainActor
    func trackLoginScreen(in window: Window, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let screen = try #require(window.topViewController as? LoginViewController, sourceLocation: sourceLocation)
        trackScreen(screen, in: window)
        let viewModel = screen.viewModel
        track(viewModel)
        track(viewModel.login)
    }

    /// Registers every object of a greeting screen in `window`, as ``trackLoginScreen(in:sourceLocation:)`` does.
    @MainActor
    func trackGreetingScreen(in window: Window, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let screen = try #require(window.topViewController as? GreetingViewController, sourceLocation: sourceLocation)
        trackScreen(screen, in: window)
        let viewModel = screen.viewModel
        track(viewModel)
        track(viewModel.greeting)
    }

    @MainActor
    private func trackScreen(_ screen: ViewController, in window: Window) {
        track(window)
        track(window.navigationController)
        track(screen)
        track(screen.view)
        for widget in screen.view.subviews {
            track(widget)
        }
        track(screen.navigationItem)
        if let barButton = screen.navigationItem.rightBarButton {
            track(barButton)
        }
    }
}
