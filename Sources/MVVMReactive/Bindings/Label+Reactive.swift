import HeadlessUI
import ReactiveCore

extension Reactive where Base: Label {
    /// Shows each text sent. Holds the label weakly; the binding ends when the label goes.
    @MainActor
    var text: BindingTarget<String> {
        weak let label = base
        return BindingTarget(lifetime: lifetime) { label?.text = $0 }
    }
}
