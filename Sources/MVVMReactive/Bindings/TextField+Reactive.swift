import HeadlessUI
import ReactiveCore

extension TextField {
    /// Sends the field's text after every user edit (typing, pasting, clearing) until `lifetime` ends:
    /// ReactiveCocoa's `continuousTextValues`.
    ///
    /// Text set in code sends nothing, exactly as in UIKit; that is why a view model's text input is
    /// also bound back into the field (``textBinding(during:)``) instead of being fed by the field alone.
    /// The field keeps the signal alive; the signal does not keep the field.
    func continuousTextValues(during lifetime: Lifetime) -> Signal<String> {
        let (edits, input) = Signal<String>.pipe()
        onEditingChanged { input.send($0) }
        return edits.take(during: lifetime)
    }

    /// Sets the field's text in code (firing no editing event) until `lifetime` ends. Holds the field
    /// weakly.
    func textBinding(during lifetime: Lifetime) -> BindingTarget<String> {
        BindingTarget(lifetime: lifetime) { [weak self] text in
            // Skipping an equal value leaves the field alone while it echoes the user's own typing.
            guard let self, self.text != text else { return }
            self.text = text
        }
    }

    /// Makes the field end editing (the keyboard goes away) on every value, until `lifetime` ends.
    /// Holds the field weakly.
    func endEditingBinding(during lifetime: Lifetime) -> BindingTarget<Void> {
        BindingTarget(lifetime: lifetime) { [weak self] in self?.endEditing() }
    }
}
