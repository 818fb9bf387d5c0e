import HeadlessUI
import ReactiveCore

/// A text field's user edits as a signal, attached to the field (``Reactive/continuousTextValues``).
///
/// The field owns it (and its editing-changed handler, which sends into the signal); it refers to the field
/// only to register that handler, once.
@MainActor
final class ContinuousTextValues {
    let signal: Signal<String>

    init(of field: TextField) {
        let (edits, input) = Signal<String>.pipe()
        signal = edits
        field.onEditingChanged { input.send($0) }
    }
}
