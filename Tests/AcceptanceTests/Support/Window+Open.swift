import Catalog
import HeadlessUI
import Model

extension Window {
    /// A window showing `feature` built by `architecture`, the way the app opens a screen.
    static func open(_ feature: Feature, in architecture: Architecture, environment: AppEnvironment) -> Window {
        Window(rootViewController: makeScreen(feature, architecture: architecture, environment: environment))
    }
}
