import TestSupport
import Testing

extension LeakTracker {
    /// The objects of a module still alive once its screen is released: none when every way back — the presenter's
    /// `view`, the interactor's `output`, the router's `viewController` — is weak, as the module must wire them.
    ///
    /// `build` assembles the module the app's way and returns its screen, which nothing else holds: the module's
    /// assembly is proven with no window, where the rest of its suite replaces the view and the router with recorders.
    @MainActor
    static func survivors(
        ofReleasedModule build: @MainActor () -> AnyObject, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [String] {
        let tracker = LeakTracker()
        tracker.trackGraph(from: build(), sourceLocation: sourceLocation)
        return tracker.survivors
    }
}
