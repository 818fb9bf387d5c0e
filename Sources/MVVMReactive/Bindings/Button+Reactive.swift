import HeadlessUI
import ReactiveCore

extension Button {
    /// Enables or disables the button until `lifetime` ends; bind an action's `isEnabled` here. Holds
    /// the button weakly.
    func isEnabledBinding(during lifetime: Lifetime) -> BindingTarget<Bool> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.isEnabled = $0 }
    }
}
