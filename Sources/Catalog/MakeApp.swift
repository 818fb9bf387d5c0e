import HeadlessUI
import MVC
import MVP
import MVVMClosures
import MVVMObservation
import MVVMReactive
import Model
import Unidirectional
import VIPER

/// Builds the whole app in `architecture` over `environment` (N1–N6): it starts on Login, and the style's own
/// navigation owner takes it from there and answers links. The one door the demo, the benchmarks and the acceptance
/// tests use for the app.
@MainActor
public func makeApp(architecture: Architecture, environment: AppEnvironment) -> AppScene {
    switch architecture {
    case .mvc: mvcApp(environment: environment)
    case .mvp: mvpApp(environment: environment)
    case .mvvmClosures: mvvmClosuresApp(environment: environment)
    case .mvvmReactive: mvvmReactiveApp(environment: environment)
    case .viper: viperApp(environment: environment)
    case .mvvmObservation: mvvmObservationApp(environment: environment)
    case .unidirectional: unidirectionalApp(environment: environment)
    }
}

/// MVC's app: its app controller made the window, owns the navigation and answers the links.
@MainActor
private func mvcApp(environment: AppEnvironment) -> AppScene {
    let app = MVC.AppController(environment: environment)
    return AppScene(window: app.window, navigationOwner: app, open: app.open)
}

/// MVP's app: its app router owns the navigation stack the window shows, and answers the links.
@MainActor
private func mvpApp(environment: AppEnvironment) -> AppScene {
    let router = MVP.AppRouter(environment: environment)
    return AppScene(window: Window(rootViewController: router.navigation), navigationOwner: router, open: router.open)
}

/// MVVM with closures: the coordinator owns the navigation controller the window shows, and answers the links.
@MainActor
private func mvvmClosuresApp(environment: AppEnvironment) -> AppScene {
    let coordinator = MVVMClosures.AppCoordinator(environment: environment)
    return AppScene(
        window: Window(rootViewController: coordinator.navigationController),
        navigationOwner: coordinator,
        open: { link in coordinator.open(link) }
    )
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

/// VIPER's app: its app router owns the navigation stack the window shows, builds the modules, and answers the links.
@MainActor
private func viperApp(environment: AppEnvironment) -> AppScene {
    let router = VIPER.AppRouter(environment: environment)
    return AppScene(window: Window(rootViewController: router.navigation), navigationOwner: router, open: router.open)
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

/// Unidirectional: the app's navigation controller owns the store of the app's feature, whose state is the stack, and
/// hands it the links as actions.
@MainActor
private func unidirectionalApp(environment: AppEnvironment) -> AppScene {
    let navigation = Unidirectional.AppNavigationController(environment: environment)
    return AppScene(
        window: Window(rootViewController: navigation),
        navigationOwner: navigation,
        open: { link in navigation.open(link) }
    )
}
