import Catalog

/// The way a tap travels through a screen's roles in each style, drawn under the demo's banner.
///
/// The frames and the trace are the same in every style — it is the same app, and `.ci/demo-checks` holds them to
/// it — so this is where a learner sees what the style changes: which roles a tap passes through before it reaches
/// the Model, and how the answer comes back to the widgets. The roles are named after the screen's feature
/// ("Login" + "Presenter"); a test builds every screen of every style and checks that each role named here is an
/// object the screen really holds, so the path cannot name a role a style does not have.
public enum TapPath {
    /// Two lines for `feature`'s screen in `architecture`: `tap` (from the widget to the Model) and `back` (from
    /// the answer to the widgets).
    public static func lines(_ feature: Feature, architecture: Architecture) -> [String] {
        let screen = feature.rawValue.prefix(1).uppercased() + feature.rawValue.dropFirst()
        let controller = "\(screen)ViewController"
        let (tap, back) =
            switch architecture {
            case .mvc:
                ("\(controller) → Model", "\(controller) sets its own widgets")
            case .mvp:
                ("\(controller) → \(screen)Presenter → Model", "\(screen)Presenter → \(controller) (told what to show)")
            case .mvvmClosures:
                ("\(controller) → \(screen)ViewModel → Model", "\(screen)ViewModel's didSet → closures → \(controller)")
            case .mvvmReactive:
                (
                    "\(controller) → \(screen)ViewModel → Model",
                    "\(screen)ViewModel's outputs → <~ → \(controller)'s widgets"
                )
            case .mvvmObservation:
                (
                    "\(controller) → \(screen)ViewModel → Model",
                    "\(screen)ViewModel (observed) → \(controller).updateProperties()"
                )
            case .viper where feature == .greeting:
                // The greeting module has no use case, so no interactor: the presenter greets the person it was given.
                ("\(controller) → \(screen)Presenter → Model", "\(screen)Presenter → \(controller) (told what to show)")
            case .viper:
                (
                    "\(controller) → \(screen)Presenter → \(screen)Interactor → Model",
                    "\(screen)Interactor → \(screen)Presenter → \(controller)"
                )
            case .unidirectional where feature == .greeting:
                // The greeting needs no work done: its reducer asks the Model for the text and returns no effect.
                (
                    "\(controller) → Store → \(screen)Feature.reduce → Model",
                    "\(screen)Feature.reduce → state → \(controller)"
                )
            case .unidirectional:
                (
                    "\(controller) → Store → \(screen)Feature.reduce → effect → Model",
                    "effect → action → \(screen)Feature.reduce → state → \(controller)"
                )
            }
        return ["tap   " + tap, "back  " + back]
    }
}
