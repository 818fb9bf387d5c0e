import HeadlessUI
import ReactiveCore

extension Label {
    /// Shows each text sent until `lifetime` ends. Holds the label weakly.
    func textBinding(during lifetime: Lifetime) -> BindingTarget<String> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.text = $0 }
    }
}
