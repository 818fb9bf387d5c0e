import HeadlessUI
import MVVMReactive
import Model

/// Builds the whole app in `architecture` over `environment` (N1–N6): it starts on Login, and the style's own
/// navigation owner takes it from there and answers links. The one door the demo, the benchmarks and the acceptance
/// tests use for the app; nil for a style that has no app yet.
@MainActor
public func makeApp(architecture: Architecture, environment: AppEnvironment) -> AppScene? {
    switch architecture {
    case .mvc: nil
    case .mvp: nil
    case .mvvmClosures: nil
    case .mvvmReactive: mvvmReactiveApp(environment: environment)
    case .viper: nil
    case .mvvmObservation: nil
    case .unidirectional: nil
    }
}

/// MVVM with reactive bindings: the coordinator owns the navigation controller the window shows, and answers the links.
@MainActor
private func mvvmReactiveApp(environment: AppEnvironment) -> AppScene {
    let coordinator = MVVMReactive.AppCoordinator(environment: environment)
    return AppScene(
        window: Window(rootViewController: coordinator.navigationController),
        navigationOwner: coordinator,
        open: { link in coordinator.open(link) }
    )
}
