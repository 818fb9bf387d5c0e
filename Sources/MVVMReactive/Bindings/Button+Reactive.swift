import HeadlessUI
import ReactiveCore

extension Reactive where Base: Button {
    /// Enables or disables the button (bind an action's `isEnabled` here). Holds the button weakly; the
    /// binding ends when the button goes.
    @MainActor
    var isEnabled: BindingTarget<Bool> {
        weak let button = base
        return BindingTarget(lifetime: lifetime) { button?.isEnabled = $0 }
    }
}
