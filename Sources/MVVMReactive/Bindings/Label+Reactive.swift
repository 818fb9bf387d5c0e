import HeadlessUI
import ReactiveCore

extension Reactive where Base: Label {
    /// Shows each text sent. Holds the label weakly; the binding ends when the label goes.
    @MainActor
    var text: BindingTarget<String> {
        weak let label = base
        return BindingTarget(lifetime: lifetime) { label?.text = $0 }
    }

    /// Shows each text sent, and hides the label on nil: a label that has something to say only at times (the line
    /// under a list while its next page loads) takes no room the rest of the time. Holds the label weakly; the binding
    /// ends when the label goes.
    @MainActor
    var textOrHidden: BindingTarget<String?> {
        weak let label = base
        return BindingTarget(lifetime: lifetime) { text in
            label?.text = text
            label?.isHidden = text == nil
        }
    }
}
