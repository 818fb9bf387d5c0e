/// The styles the app is built in, named as the demo and the benchmarks accept them.
public enum Architecture: String, CaseIterable, Sendable {
    /// Cocoa MVC: the view controller owns the widgets and the logic.
    case mvc
    /// MVP with a passive view: a UIKit-free presenter pushes state into a view protocol.
    case mvp
    /// MVVM with hand-made bindings: `didSet` + change closures.
    case mvvmClosures = "mvvm-closures"
    /// MVVM with reactive bindings from `ReactiveCore`.
    case mvvmReactive = "mvvm-reactive"
    /// VIPER: view, interactor, presenter, entity, router, assembled by a module.
    case viper
    /// MVVM with Observation: `@Observable` view models read in tracked `updateProperties()` passes.
    case mvvmObservation = "mvvm-observation"
    /// Unidirectional (Elm, Redux, TCA): one state per screen, changed only by a pure reducer in answer to actions,
    /// with effects a store of `StoreCore`'s runs and cancels.
    case unidirectional

    /// The style's usual name, for headings and reports.
    public var displayName: String {
        switch self {
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .mvvmClosures: "MVVM (closures)"
        case .mvvmReactive: "MVVM (reactive)"
        case .viper: "VIPER"
        case .mvvmObservation: "MVVM (Observation)"
        case .unidirectional: "Unidirectional"
        }
    }
}
