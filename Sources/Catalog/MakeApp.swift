import HeadlessUI
import MVC
import Model

/// Builds the whole app in `architecture` over `environment` (N1–N6): it starts on Login, and the style's own
/// navigation owner takes it from there and answers links. The one door the demo, the benchmarks and the acceptance
/// tests use for the app; nil for a style that has no app yet.
@MainActor
public func makeApp(architecture: Architecture, environment: AppEnvironment) -> AppScene? {
    switch architecture {
    case .mvc: mvcApp(environment: environment)
    case .mvp: nil
    case .mvvmClosures: nil
    case .mvvmReactive: nil
    case .viper: nil
    case .mvvmObservation: nil
    case .unidirectional: nil
    }
}

/// MVC's app: its app controller made the window, owns the navigation and answers the links.
@MainActor
private func mvcApp(environment: AppEnvironment) -> AppScene {
    let app = MVC.AppController(environment: environment)
    return AppScene(window: app.window, navigationOwner: app, open: app.open)
}
