import HeadlessUI

/// A view controller whose `updateProperties()` does the binding rows' work — derive a `Bool` from its source's `Int`
/// and store it in a ``BindingTarget`` — as an MVVMObservation screen sets a widget from its view model.
///
/// It owns its source, as a screen owns its view model: releasing the controller frees both, and the tracking
/// Observation keeps in the source goes with it.
@MainActor
final class BindingController<Source: ValueSource>: ViewController {
    // MARK: - Dependencies

    let source: Source
    let target = BindingTarget()

    init(source: Source) {
        self.source = source
        super.init()
    }

    // MARK: - Lifecycle

    override func updateProperties() {
        super.updateProperties()
        target.isEnabled = BindingTarget.isEnabled(for: source.value)
    }
}
