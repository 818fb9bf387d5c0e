import HeadlessUI
import MVVMObservation
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
    case .mvvmReactive: nil
    case .viper: nil
    case .mvvmObservation: mvvmObservationApp(environment: environment)
    case .unidirectional: nil
    }
}

/// MVVM with Observation: the app model owns the navigation as state, and its navigation controller, the window's root,
/// follows it.
@MainActor
private func mvvmObservationApp(environment: AppEnvironment) -> AppScene {
    let model = MVVMObservation.AppModel(environment: environment)
    return AppScene(
        window: Window(rootViewController: MVVMObservation.AppNavigationController(model: model)),
        navigationOwner: model,
        open: { [weak model] link in model?.open(link) }
    )
}
