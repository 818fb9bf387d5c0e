import HeadlessUI
import ReactiveCore

extension View: ReactiveExtensionsProvider {}

extension Reactive where Base: View {
    /// Ends when the view goes: every binding into the view (`label.reactive.text <~ …`) ends with it, so a
    /// binding needs no lifetime argument and never outlives its widget.
    ///
    /// A ``Lifetime/Token`` attached to the view (``View/attachment(_:)``), made on first use.
    @MainActor
    var lifetime: Lifetime {
        base.attachment { Lifetime.Token() }.lifetime
    }
}
