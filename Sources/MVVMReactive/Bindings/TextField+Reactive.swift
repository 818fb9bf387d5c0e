import HeadlessUI
import ReactiveCore

extension Reactive where Base: TextField {
    /// Sends the field's text after every user edit (typing, pasting, clearing): ReactiveCocoa's
    /// `continuousTextValues`.
    ///
    /// Text set in code sends nothing, exactly as in UIKit; that is why a view model's text input is also
    /// bound back into the field (``text``) instead of being fed by the field alone. One signal per field
    /// (attached to it, made on first use); it goes with the field, and so do the bindings from it.
    @MainActor
    var continuousTextValues: Signal<String> {
        base.attachment { [base] in ContinuousTextValues(of: base) }.signal
    }

    /// Sets the field's text in code (firing no editing event), skipping a text equal to the field's own.
    /// Holds the field weakly; the binding ends when the field goes.
    @MainActor
    var text: BindingTarget<String> {
        weak let field = base
        return BindingTarget(lifetime: lifetime) { text in
            // Skipping an equal value leaves the field alone while it echoes the user's own typing.
            guard let field, field.text != text else { return }
            field.text = text
        }
    }
}
