import HeadlessUI

/// The whole app in one style (N1–N6): its window, and the object the style makes own its navigation, which answers
/// the links the system hands over. ``makeApp(architecture:environment:)`` builds it; released, everything it built
/// is freed and every screen's work cancelled (N6).
@MainActor
public final class AppScene {
    /// The window showing the app's navigation stack, and the test driver.
    public let window: Window

    /// What owns the app's navigation in this style (an app controller, an app router, a coordinator, an app model,
    /// a store): kept alive as long as the scene.
    private let navigationOwner: AnyObject

    private let openLink: @MainActor (String) -> Void

    /// A scene showing `window`, keeping `navigationOwner` alive, handing links to `open`.
    init(window: Window, navigationOwner: AnyObject, open: @escaping @MainActor (String) -> Void) {
        self.window = window
        self.navigationOwner = navigationOwner
        openLink = open
    }

    /// Hands `link` to the app, as the system hands a tapped link to a scene (`scene(_:openURLContexts:)`): the style
    /// parses it with the Model's `DeepLink` and goes there (N2–N4), or shows that it cannot (N5).
    public func open(_ link: String) {
        openLink(link)
    }
}
