import HeadlessUI
import MVP
import Model
import VIPER

/// Builds the whole app in `architecture` over `environment` (N1–N6): it starts on Login, and the style's own
/// navigation owner takes it from there and answers links. The one door the demo, the benchmarks and the acceptance
/// tests use for the app; nil for a style that has no app yet.
@MainActor
public func makeApp(architecture: Architecture, environment: AppEnvironment) -> AppScene? {
    switch architecture {
    case .mvc: nil
    case .mvp: mvpApp(environment: environment)
    case .mvvmClosures: nil
    case .mvvmReactive: nil
    case .viper: viperApp(environment: environment)
    case .mvvmObservation: nil
    case .unidirectional: nil
    }
}

/// MVP's app: its app router owns the navigation stack the window shows, and answers the links.
@MainActor
private func mvpApp(environment: AppEnvironment) -> AppScene {
    let router = MVP.AppRouter(environment: environment)
    return AppScene(window: Window(rootViewController: router.navigation), navigationOwner: router, open: router.open)
}

/// VIPER's app: its app router owns the navigation stack the window shows, builds the modules, and answers the links.
@MainActor
private func viperApp(environment: AppEnvironment) -> AppScene {
    let router = VIPER.AppRouter(environment: environment)
    return AppScene(window: Window(rootViewController: router.navigation), navigationOwner: router, open: router.open)
}
